import { randomString } from "@/lib/random-string";

// Temporary passwords for caregivers. Browser-safe (Web Crypto): the server makes one on a reset, and the
// admin's create dialog makes one with its "Generar" button.

// Letters and digits without look-alikes, easy to read aloud or type from a WhatsApp message.
export const TEMP_PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A strong temporary password: 14 random characters in groups ("Xk7p-2mQr-h9Tz-aB"), ~80 bits. */
export function generateTempPassword(): string {
  return randomString(TEMP_PASSWORD_ALPHABET, 14).match(/.{1,4}/g)!.join("-");
}
