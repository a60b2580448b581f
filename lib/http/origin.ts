import "server-only";
// Cross-site request refusal for state-changing API calls (one check, applied by handler() in lib/http/handler.ts).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Solicitud rechazada: solo se aceptan envíos desde el sitio de Huellitas.";

/** Origins other than the request's own host that may write (ALLOWED_ORIGINS, comma-separated). */
export function extraAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter(Boolean);
}

/**
 * True when a state-changing request comes from another site: its Origin names another host (or is "null"),
 * or, without an Origin, the browser marks it Sec-Fetch-Site: cross-site. Clients that are not browsers
 * send neither and are not refused here (they carry no visitor's cookies by accident).
 */
export function isCrossSiteWrite(method: string, headers: Headers, allowed: string[] = []): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get("origin");
  if (origin !== null) {
    if (allowed.includes(origin)) return false;
    try {
      return new URL(origin).host !== headers.get("host");
    } catch {
      return true; // "null" (sandboxed frames, some redirects) or garbage
    }
  }
  return headers.get("sec-fetch-site") === "cross-site";
}
