import { LIMITS } from "@/lib/constants/limits";

// What a document upload may be, and what we say when it is not: shared by the upload endpoint and the
// portal's upload card (no server code here, so the browser can import it).

export const UPLOAD_MESSAGES = {
  contentType: "Envía el archivo como formulario (multipart/form-data) en el campo «file».",
  missing: "Elige un archivo para subir.",
  empty: "El archivo está vacío.",
  badName: "El nombre del archivo tiene caracteres que no podemos leer. Cámbiale el nombre e intenta de nuevo.",
  type: "Solo aceptamos archivos PDF, JPG o PNG.",
  tooLarge: (mb: number) => `El archivo supera el máximo de ${mb} MB. Prueba con una foto más liviana o un PDF comprimido.`,
  tooMany: (max: number) => `Puedes tener hasta ${max} documentos. Elimina alguno para subir otro.`,
  tooSlow: "La subida iba demasiado lenta y se cortó. Revisa tu conexión e intenta de nuevo.",
} as const;

export const MAX_DOCUMENTS_PER_USER = 20;

/** SPEC §5: PDF, JPG, JPEG or PNG. The server decides by the file's bytes; browsers filter by these. */
export const ACCEPTED_UPLOAD_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const ACCEPTED_UPLOAD_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
/** The file input's `accept` attribute. */
export const UPLOAD_ACCEPT = [...ACCEPTED_UPLOAD_EXTENSIONS, ...ACCEPTED_UPLOAD_MIME_TYPES].join(",");

/** Bytes as megabytes with at most one decimal, for messages ("10", "4.5"). */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * The browser's quick check before sending a chosen file (the server checks again, by content): the reason
 * it cannot be sent, or null. Type by name or declared type, since the bytes are only read on the server.
 */
export function uploadProblem(file: { name: string; size: number; type: string }, maxBytes: number = LIMITS.uploadMaxBytes): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    ACCEPTED_UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension)) ||
    (ACCEPTED_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type);
  if (!typeOk) return UPLOAD_MESSAGES.type;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > maxBytes) return UPLOAD_MESSAGES.tooLarge(megabytes(maxBytes));
  return null;
}
