// Random strings from Web Crypto's getRandomValues, which both Node (≥ 19) and every browser have, so the
// same code makes the server's codes and passwords and the browser's.

/** `length` characters drawn uniformly from `alphabet` (at most 256 characters) by a cryptographic source. */
export function randomString(alphabet: string, length: number): string {
  if (alphabet.length < 2 || alphabet.length > 256) throw new RangeError("the alphabet needs 2 to 256 characters");
  // The largest multiple of the alphabet's size up to 256: bytes at or above it are drawn again, so every
  // character is equally likely (a plain `byte % size` would favour the first characters).
  const unbiasedLimit = 256 - (256 % alphabet.length);
  const bytes = new Uint8Array(Math.max(length * 2, 16));
  let text = "";
  while (text.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= unbiasedLimit) continue;
      text += alphabet[byte % alphabet.length];
      if (text.length === length) break;
    }
  }
  return text;
}

/** An id that looks like the database's own (cuid: "c" and 24 lower-case letters or digits), for rows written in plain SQL. */
export function cuidLikeId(): string {
  return "c" + randomString("abcdefghijklmnopqrstuvwxyz0123456789", 24);
}
