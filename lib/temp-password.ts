import { randomInt } from "node:crypto";

// Letters and digits without look-alikes, easy to read aloud or type from a WhatsApp message.
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A strong temporary password: 14 random characters in groups ("Xk7p-2mQr-h9Tz-aB"), ~80 bits. */
export function generateTempPassword(): string {
  let raw = "";
  for (let i = 0; i < 14; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{1,4}/g)!.join("-");
}
