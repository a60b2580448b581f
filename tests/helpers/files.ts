import { randomUUID } from "node:crypto";

/** Small real files of each accepted type, and impostors. */
export const SAMPLE_FILES = {
  pdf: () => Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n"), Buffer.alloc(2048, 32), Buffer.from("\n%%EOF\n")]),
  png: () => Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001", "hex"),
  jpg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024, 7), Buffer.from([0xff, 0xd9])]),
  exe: () => Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(1024, 1)]),
  html: () => Buffer.from("<html><script>alert(1)</script></html>"),
};

/** A multipart upload request like the portal's (field "file"). */
export function uploadRequest(
  path: string,
  file: { bytes: Buffer; name: string; type?: string } | null,
  headers: Record<string, string> = {},
  fields: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: form,
    headers: { "x-test-client": randomUUID(), ...headers },
  });
}
