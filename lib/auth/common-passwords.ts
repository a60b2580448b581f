import { dictionary } from "@zxcvbn-ts/language-common";

// Server only: the list is ~380 KB, too large for the browser (which checks the cheap rules of
// lib/auth/password-rules.ts).

// Spanish and Salvadoran ones that the general list lacks (runs, repeats and the product's name are refused by
// the rules of password-rules.ts), lower-cased and without accents.
const LOCAL_COMMON_PASSWORDS = [
  "contrasena", "contrasena1", "contrasena123", "micontrasena", "clave123", "clave1234", "miclave", "miclave123", "teamo123", "teamomucho", "tequieromucho",
  "mimama", "mipapa", "mascota", "mimascota", "perrito", "perrito1", "gatito", "gatito1",
  "elsalvador", "elsalvador1", "sansalvador", "cuscatlan", "santaana", "sanmiguel", "alianza",
  "alianzafc", "fas123", "fasfc", "aguila", "aguilafc", "pupusas", "pupusa", "guanaco", "guanaca",
];

let list: ReadonlySet<string> | undefined;

/**
 * The ~49,000 most used passwords of public breach data (zxcvbn-ts's `passwords-common`, lower-cased, from
 * 3 to ~20 characters) plus the local ones above. Built on first use.
 */
function commonPasswords(): ReadonlySet<string> {
  return (list ??= new Set([...dictionary["passwords-common"], ...LOCAL_COMMON_PASSWORDS]));
}

/** Whether a password is on the list, ignoring capitals, accents and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  return commonPasswords().has(text) || commonPasswords().has(text.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
}
