import { BRAND } from "@/lib/site/brand";

// A path whose percent-encoding is broken (`/s/%E0%A4%A`) cannot be routed: Next would answer a plain-text 500.

export const BAD_PATH_MESSAGE = "La dirección no es válida. Revisa el enlace e intenta de nuevo.";

export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A small page in Spanish (no scripts, no layout: the path cannot reach the app). */
export function badPathPage(): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Dirección no válida · ${BRAND}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Dirección no válida</h1><p>${BAD_PATH_MESSAGE}</p><p><a href="/">Ir al inicio</a></p>
</body></html>`;
}
