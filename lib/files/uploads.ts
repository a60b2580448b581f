import "server-only";
import { HttpError } from "@/lib/http/handler";
import { readBodyBytes } from "@/lib/http/body";
import { LIMITS } from "@/lib/constants";
import { megabytes, UPLOAD_MESSAGES } from "@/lib/files/upload-rules";

// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The largest document accepted, in bytes: UPLOAD_MAX_BYTES, else 10 MB (SPEC) — or 4 MB on Vercel, whose
 * functions refuse request bodies over 4.5 MB.
 */
export function uploadMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.UPLOAD_MAX_BYTES);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return env.VERCEL ? 4 * 1024 * 1024 : LIMITS.uploadMaxBytes;
}

/**
 * Reads the multipart field `file` with a hard size limit: 415 / 413 / 400 as the case may be. The form's text
 * fields come along (e.g. a document's `kind`), each at most 100 characters.
 */
export async function readUploadedFile(request: Request): Promise<{ bytes: Uint8Array; name: string; fields: Record<string, string> }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new HttpError(415, UPLOAD_MESSAGES.contentType);
  const max = uploadMaxBytes();
  const tooLarge = new HttpError(413, UPLOAD_MESSAGES.tooLarge(megabytes(max)));
  let raw: Uint8Array;
  try {
    raw = await readBodyBytes(request, max + MULTIPART_OVERHEAD);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw tooLarge;
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.from(raw), { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.missing);
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new HttpError(400, UPLOAD_MESSAGES.missing);
  if (file.size === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
  if (file.size > max) throw tooLarge;
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value.slice(0, 100);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, fields };
}
