import "server-only";

/** A stored private file as the answer to its viewer: shown inline under its display name, never cached. */
export function privateFileResponse(file: { bytes: Uint8Array; fileType: string; fileName: string }): Response {
  const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.fileType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
