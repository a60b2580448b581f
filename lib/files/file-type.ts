// The type of an uploaded document, decided by its own first bytes — never by its name or declared type.

export type DocumentType = { mime: "application/pdf" | "image/jpeg" | "image/png"; extension: "pdf" | "jpg" | "png" };

const SIGNATURES: { bytes: number[]; type: DocumentType }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: "application/pdf", extension: "pdf" } }, // %PDF-
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mime: "image/png", extension: "png" } },
  { bytes: [0xff, 0xd8, 0xff], type: { mime: "image/jpeg", extension: "jpg" } },
];

export function detectDocumentType(head: Uint8Array): DocumentType | null {
  for (const { bytes, type } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

/**
 * A name safe to show and to put in Content-Disposition: no folders, ≤ 150 chars, and no control or format
 * characters — C0/C1 controls, zero-width characters and bidi controls, which can make "invoice\u202efdp.exe"
 * read as "invoiceexe.pdf".
 */
export function displayFileName(original: string, type: DocumentType): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu, "").trim().slice(0, 150);
  return clean || `documento.${type.extension}`;
}

export type ImageType = { mime: "image/jpeg" | "image/png" | "image/webp"; extension: "jpg" | "png" | "webp" };

/** A public profile picture: JPEG, PNG or WebP, by its bytes. */
export function detectImageType(head: Uint8Array): ImageType | null {
  const document = detectDocumentType(head);
  if (document?.extension === "jpg" || document?.extension === "png") return document as ImageType;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { mime: "image/webp", extension: "webp" };
  return null;
}
