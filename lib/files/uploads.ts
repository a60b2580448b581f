import "server-only";
import busboy from "busboy";
import { HttpError } from "@/lib/http/handler";
import { assertDeclaredLength } from "@/lib/http/body";
import { LIMITS } from "@/lib/constants/limits";
import { megabytes, UPLOAD_MESSAGES } from "@/lib/files/upload-rules";

// Room for the multipart boundaries, headers and text fields around the file itself.
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

/** The largest body of a one-file form: the file's cap and the form around it. */
export const oneFileBodyMax = () => uploadMaxBytes() + MULTIPART_OVERHEAD;

const positive = (value: string | undefined) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : null);

export type UploadPace = { minBytes: number; windowMs: number; deadlineMs: number };

/**
 * The slowest an upload may arrive and the longest it may take: at least `minBytes` in any `windowMs`
 * (or what is left of a body of known length), and done within `deadlineMs`. A slower one is cut off with 408 and
 * its upload slot freed, so a stranger trickling bytes cannot hold the slots. UPLOAD_PACE_WINDOW_MS and
 * UPLOAD_DEADLINE_MS change the window and the deadline (a phone on 3G sends far more than 32 KB in 10 s).
 */
export function uploadPace(env: NodeJS.ProcessEnv = process.env): UploadPace {
  return { minBytes: 32 * 1024, windowMs: positive(env.UPLOAD_PACE_WINDOW_MS) ?? 10_000, deadlineMs: positive(env.UPLOAD_DEADLINE_MS) ?? 600_000 };
}

/**
 * An anonymous owner's upload must keep a faster pace: 64 KB in any 5 s (ANONYMOUS_UPLOAD_PACE_WINDOW_MS), about
 * 13 KB/s, which a phone on 3G (50 KB/s and more) meets with room, and which makes a socket held open cost its
 * sender a steady stream. The same deadline.
 */
export function anonymousUploadPace(env: NodeJS.ProcessEnv = process.env): UploadPace {
  return { ...uploadPace(env), minBytes: 64 * 1024, windowMs: positive(env.ANONYMOUS_UPLOAD_PACE_WINDOW_MS) ?? 5_000 };
}

/** How many times per window the pace is looked at: "in any window" to a fifth of it. */
const PACE_CHECKS_PER_WINDOW = 5;

/**
 * Watches a body being read: `bytesRead()` is what arrived so far, `declared` its Content-Length (or null). Calls
 * `tooSlow` once when the bytes of the last `windowMs` fall short of the pace, or the deadline passes. Stop it with
 * the returned function.
 */
export function watchPace(pace: UploadPace, declared: number | null, bytesRead: () => number, tooSlow: () => void): () => void {
  const started = Date.now();
  const tick = pace.windowMs / PACE_CHECKS_PER_WINDOW;
  // What had arrived at each of the last checks, the oldest first: the window's start is the first of them.
  const seen: number[] = [0];
  const timer = setInterval(() => {
    const read = bytesRead();
    const windowStart = seen.length > PACE_CHECKS_PER_WINDOW - 1 ? seen[seen.length - PACE_CHECKS_PER_WINDOW] : null;
    const needed = windowStart === null ? 0 : declared ? Math.min(pace.minBytes, declared - windowStart) : pace.minBytes;
    if ((windowStart !== null && read - windowStart < needed) || Date.now() - started > pace.deadlineMs) {
      clearInterval(timer);
      tooSlow();
      return;
    }
    seen.push(read);
    if (seen.length > PACE_CHECKS_PER_WINDOW) seen.shift();
  }, tick);
  timer.unref?.();
  return () => clearInterval(timer);
}

/** Browsers write `"`, CR and LF in a file name as %22, %0D and %0A (HTML's multipart/form-data encoding). */
const fromFormEncoding = (name: string) => name.replace(/%(22|0D|0A)/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)));

export type UploadedFile = { bytes: Uint8Array; name: string; fields: Record<string, string> };
export type UploadedFiles = { files: { bytes: Uint8Array; name: string }[]; fields: Record<string, string> };

/**
 * Reads the multipart field `file` as it streams in, with the size cap applied while reading: the moment the file
 * passes the cap (or the whole body passes it plus the form's overhead) reading stops and the answer is 413, so
 * an oversized or endless body costs no more than the cap. 415 for another content type, 400 for a form without
 * a file, an empty file or a broken form. The form's text fields come along (e.g. a document's `kind`), each at
 * most 100 characters; only the first file named `file` is kept, any other part is read past and dropped.
 */
export async function readUploadedFile(request: Request): Promise<UploadedFile> {
  const { files, fields } = await readMultipart(request, { field: "file", maxFiles: 1, fieldChars: 100 });
  if (files.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.missing);
  return { ...files[0], fields };
}

/**
 * The same for a form with up to `maxFiles` files named `field` (each under the size cap; a later one is read past
 * and dropped) and text fields of up to `fieldChars` characters. No file is not an error here: the caller decides.
 */
export async function readMultipart(request: Request, options: { field: string; maxFiles: number; fieldChars: number }): Promise<UploadedFiles> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new HttpError(415, UPLOAD_MESSAGES.contentType);
  const max = uploadMaxBytes();
  // On Vercel the platform caps the whole body at 4.5 MB: the cap per file is then the cap for all of them.
  const bodyMax = (process.env.VERCEL ? max : max * options.maxFiles) + MULTIPART_OVERHEAD;
  const tooLarge = new HttpError(413, UPLOAD_MESSAGES.tooLarge(megabytes(max)));
  try {
    assertDeclaredLength(request, bodyMax);
  } catch {
    throw tooLarge;
  }
  const broken = new HttpError(400, UPLOAD_MESSAGES.missing);
  const badName = new HttpError(400, UPLOAD_MESSAGES.badName);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8", // browsers send file names as UTF-8
      // busboy says "limit" when a file reaches fileSize: one byte more than the cap means it passed the cap.
      limits: { fileSize: max + 1, fieldSize: Math.max(1024, options.fieldChars * 4), fields: 20, parts: 40, headerPairs: 20 },
    });
  } catch {
    throw broken; // no boundary
  }

  const files: { name: string; size: number; chunks: Buffer[] }[] = [];
  const fields: Record<string, string> = {};
  let failure: HttpError | null = null;
  parser.on("file", (name, stream, info) => {
    stream.on("error", () => {}); // a destroyed parser ends its file streams with an error; the parser's own says why
    if (name !== options.field || files.length >= options.maxFiles) {
      stream.resume();
      return;
    }
    const current = { name: fromFormEncoding(info.filename ?? ""), size: 0, chunks: [] as Buffer[] };
    files.push(current);
    stream.on("data", (chunk: Buffer) => {
      current.size += chunk.byteLength;
      current.chunks.push(chunk);
    });
    stream.on("limit", () => (failure ??= tooLarge));
  });
  parser.on("field", (name, value) => {
    if (!(name in fields)) fields[name] = value.slice(0, options.fieldChars);
  });
  const closed = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", (error) => {
      // A part header with a raw control character (a file name with one) is not HTTP: busboy refuses it.
      failure ??= error instanceof Error && /part header/i.test(error.message) ? badName : broken;
      resolve();
    });
  });

  const reader = request.body?.getReader();
  if (!reader) throw broken;
  let read = 0;
  // The pace: each window must bring its share; a stalled or trickling body is cut off (its pending read ends).
  const stopWatch = watchPace(uploadPace(), Number(request.headers.get("content-length")) || null, () => read, () => {
    failure ??= new HttpError(408, UPLOAD_MESSAGES.tooSlow);
    reader.cancel().catch(() => {});
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > bodyMax) failure ??= tooLarge;
      if (!failure) await new Promise<void>((resolve) => parser.write(value, () => resolve()));
      if (failure) break;
    }
  } finally {
    stopWatch();
    if (failure) {
      files.length = 0;
      await reader.cancel().catch(() => {});
      parser.destroy();
    }
  }
  if (failure) throw failure;
  parser.end();
  await closed;
  if (failure) throw failure;
  if (files.some((file) => file.size === 0)) throw new HttpError(400, UPLOAD_MESSAGES.empty);
  return { files: files.map((file) => ({ bytes: Buffer.concat(file.chunks, file.size), name: file.name })), fields };
}
