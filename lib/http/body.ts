import "server-only";
import { HttpError } from "@/lib/http/handler";

export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const BODY_MESSAGES = {
  contentType: "Envía los datos en formato JSON (Content-Type: application/json).",
  tooLarge: "Los datos enviados son demasiado grandes.",
  malformed: "Los datos enviados no son JSON válido.",
  notObject: "Los datos enviados deben ser un objeto JSON.",
} as const;

export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.trim());
}

/** Throws 413 when the declared length is over the limit, before anything is read. */
export function assertDeclaredLength(request: Request, maxBytes: number): void {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, BODY_MESSAGES.tooLarge);
}

/** Reads at most `maxBytes` of the body (a lying or missing Content-Length cannot get past it). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  assertDeclaredLength(request, maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, BODY_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, size-limited; invalid UTF-8 is a 400. */
async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, BODY_MESSAGES.malformed);
  }
}

/** A JSON object body: 415 for another content type, 413 over the limit, 400 when it is not a JSON object. */
export async function readJsonObject(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Record<string, unknown>> {
  if (!isJsonContentType(request)) throw new HttpError(415, BODY_MESSAGES.contentType);
  const text = await readBodyText(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, BODY_MESSAGES.malformed);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new HttpError(400, BODY_MESSAGES.notObject);
  return value as Record<string, unknown>;
}
