import "server-only";
import { randomUUID } from "node:crypto";
import { open as openFile, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { HttpError } from "@/lib/http/handler";
import { assertDeclaredLength } from "@/lib/http/body";
import { anonymousUploadPace, oneFileBodyMax, uploadMaxBytes, watchPace } from "@/lib/files/uploads";
import { megabytes, UPLOAD_MESSAGES } from "@/lib/files/upload-rules";

// An anonymous owner's upload is received whole into a temporary file before anything processes it, so a slow
// sender holds a file descriptor and a few kilobytes of memory, never one of the processing slots (which hold the
// file in memory): lib/http/upload-slots.ts.

/** Where bodies wait while they arrive (the system's temporary folder; TMPDIR moves it). */
export const spoolDir = () => tmpdir();

export type SpooledUpload = { open: () => Promise<Request>; discard: () => Promise<void> };

/**
 * Receives `request`'s multipart body into a temporary file at the anonymous pace (64 KB in any 5 s; 408 and the
 * file deleted when it falls short), at most one file's cap and its form (413 past it, before or while reading),
 * 415 when it is not a form. `open()` answers the same request with its body read back from the file, for the usual
 * readers (call it once a processing slot is held: that is when the file comes into memory); `discard()` deletes
 * the file (call it once the upload is answered).
 */
export async function spoolUpload(request: Request): Promise<SpooledUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new HttpError(415, UPLOAD_MESSAGES.contentType);
  const max = oneFileBodyMax();
  const tooLarge = new HttpError(413, UPLOAD_MESSAGES.tooLarge(megabytes(uploadMaxBytes())));
  try {
    assertDeclaredLength(request, max);
  } catch {
    throw tooLarge;
  }
  const reader = request.body?.getReader();
  if (!reader) throw new HttpError(400, UPLOAD_MESSAGES.missing);
  const file = path.join(spoolDir(), `huellitas-upload-${randomUUID()}`);
  const discard = () => rm(file, { force: true });
  const handle = await openFile(file, "wx", 0o600);
  let read = 0;
  let failure: HttpError | null = null;
  const stopWatch = watchPace(anonymousUploadPace(), Number(request.headers.get("content-length")) || null, () => read, () => {
    failure ??= new HttpError(408, UPLOAD_MESSAGES.tooSlow);
    reader.cancel().catch(() => {});
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || failure) break;
      read += value.byteLength;
      if (read > max) {
        failure ??= tooLarge;
        break;
      }
      await handle.write(value);
    }
  } catch (error) {
    stopWatch();
    await handle.close().catch(() => {});
    await discard();
    throw failure ?? error;
  }
  stopWatch();
  await handle.close();
  if (failure) {
    await reader.cancel().catch(() => {});
    await discard();
    throw failure;
  }
  const open = async () => new Request(request.url, { method: request.method, headers: request.headers, body: await readFile(file) });
  return { open, discard };
}
