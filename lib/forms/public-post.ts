import "server-only";
import { headers } from "next/headers";
import { findNulByte, isHoneypotFilled } from "@/lib/forms/field-rules";
import { CONTROL_CHARACTER_MESSAGE } from "@/lib/forms/field-rules";
import { CROSS_SITE_MESSAGE, extraAllowedOrigins, isCrossSiteWrite } from "@/lib/http/origin";
import { hitClientRateLimit, publicFormLimit, THROTTLED_MESSAGE } from "@/lib/http/rate-limit";

/** What a public form posted without JavaScript gets before its fields are read. */
export type PostGate = { refused?: string; field?: string; honeypot?: true };

/**
 * The checks a public form's JSON endpoint makes (lib/api/route.ts), for the same form sent as a plain POST to a
 * server action: another site's page (refused), the throttle in the endpoint's own bucket, the hidden "company"
 * field (answered as a success, storing nothing) and NUL bytes.
 */
export async function gatePublicPost(bucket: string, fields: Record<string, unknown>): Promise<PostGate> {
  const requestHeaders = await headers();
  if (isCrossSiteWrite("POST", requestHeaders, extraAllowedOrigins())) return { refused: CROSS_SITE_MESSAGE };
  const throttle = await hitClientRateLimit(bucket, requestHeaders, publicFormLimit(), 60_000);
  if (!throttle.allowed) return { refused: THROTTLED_MESSAGE };
  if (isHoneypotFilled(fields)) return { honeypot: true };
  const nulAt = findNulByte(fields);
  if (nulAt) return { refused: CONTROL_CHARACTER_MESSAGE, ...(nulAt.length ? { field: String(nulAt[0]) } : {}) };
  return {};
}

/** The page the form was on (kept with the request for the team), from the browser's Referer. */
export async function postedFrom(): Promise<string> {
  return (await headers()).get("referer") ?? "";
}
