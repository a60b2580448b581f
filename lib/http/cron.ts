import "server-only";
import { timingSafeEqual } from "node:crypto";

// Scheduled routes (Vercel Cron): the only GET routes that change data, and only with the secret. Vercel sends
// `Authorization: Bearer $CRON_SECRET` itself when the variable is set; without it every call is refused.

export const CRON_REFUSED = "Esta ruta solo la llaman las tareas programadas.";

export function isCronRequest(headers: Headers, secret: string | undefined = process.env.CRON_SECRET): boolean {
  const expected = secret?.trim();
  if (!expected) return false;
  const given = Buffer.from(headers.get("authorization") ?? "");
  const wanted = Buffer.from(`Bearer ${expected}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
