import { dictionary } from "@zxcvbn-ts/language-common";
import { LOCAL_COMMON_PASSWORDS, wordReadings } from "./password-rules";

// Server only: the list is ~380 KB, too large for the browser (which checks the cheap rules of
// lib/auth/password-rules.ts).

let list: ReadonlySet<string> | undefined;

/**
 * The ~49,000 most used passwords of public breach data (zxcvbn-ts's `passwords-common`, lower-cased, from
 * 3 to ~20 characters) plus the local ones (`LOCAL_COMMON_PASSWORDS`, password-rules.ts). Built on first use.
 */
function commonPasswords(): ReadonlySet<string> {
  return (list ??= new Set([...dictionary["passwords-common"], ...LOCAL_COMMON_PASSWORDS]));
}

/**
 * Whether a password is on the list, ignoring capitals, accents and surrounding spaces; or is a word of the list
 * (four letters or more) with only digits and symbols around it, also in leetspeak or plural: `Password123!`,
 * `ElSalvador2026`, `Contraseña2026`, `Qwerty2026!`, `P4ssw0rd1`, `Passwords2026` (a common word plus a year is the
 * first thing a guesser tries).
 */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  const plain = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return commonPasswords().has(text) || commonPasswords().has(plain) || wordReadings(password).some((word) => commonPasswords().has(word));
}
