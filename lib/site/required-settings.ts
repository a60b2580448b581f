import { testClockAllowed } from "@/lib/dates/clock";
import { hasConfiguredSiteUrl } from "@/lib/site/url";

// The settings a deployment cannot serve people without. Missing ones stop the server before it starts (npm
// start, every Vercel function) and the Vercel build itself, with one Spanish line that names each of them.

export type MissingSetting = { name: string; why: string };

/** Where the check runs: a production server (npm start, Vercel) or a Vercel build (`vercel-build`). */
export function missingSettings(env: NodeJS.ProcessEnv = process.env): MissingSetting[] {
  const missing: MissingSetting[] = [];
  const set = (name: string) => Boolean(env[name]?.trim());
  if (!hasConfiguredSiteUrl(env)) {
    missing.push({ name: "SITE_URL", why: "la dirección pública del sitio, para los enlaces de los correos, canonical y sitemap (p. ej. https://huellitas.sv)" });
  }
  if (env.VERCEL) {
    if (!set("DATABASE_URL")) missing.push({ name: "DATABASE_URL", why: "en Vercel el disco no se conserva: sin una base PostgreSQL se perdería cada reserva" });
    if (!set("BLOB_READ_WRITE_TOKEN")) missing.push({ name: "BLOB_READ_WRITE_TOKEN", why: "en Vercel el disco es de solo lectura: sin Vercel Blob no se pueden subir documentos ni fotos" });
    if (!set("AUTH_SECRET")) missing.push({ name: "AUTH_SECRET", why: "cada instancia firmaría las cookies con su propia clave y las sesiones de dispositivo fallarían" });
  }
  return missing;
}

/** One line for the log: that the server did not start, and why. */
export function refusalLine(missing: MissingSetting[]): string {
  const names = missing.map((setting) => setting.name).join(", ");
  const reasons = missing.map((setting) => `${setting.name}: ${setting.why}`).join("; ");
  return `[huellitas] No se inició el servidor: falta ${names} (${reasons}). Defínelo y vuelve a iniciar.`;
}

/**
 * Settings a real deployment must not carry, each as its refusal line. TEST_CLOCK lets a request move the booking
 * rules' clock (lib/dates/clock.ts): only a test server on this machine may have it.
 */
export function forbiddenSettingLines(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!env.TEST_CLOCK?.trim() || testClockAllowed(env)) return [];
  return [
    "[huellitas] No se inició el servidor: TEST_CLOCK solo vale para pruebas (TEST_CLOCK=on con SITE_URL en 127.0.0.1 o localhost, fuera de Vercel). Quítalo y vuelve a iniciar.",
  ];
}
