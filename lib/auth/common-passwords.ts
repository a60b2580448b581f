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
  // The country and its places, and words anyone tries first, in Spanish (English ones are in the breach list).
  "salvador", "salvadoreno", "salvadorena", "sivar", "centroamerica", "latinoamerica", "lalibertad", "soyapango", "santatecla",
  "escalon", "sanbenito", "nuevocuscatlan", "antiguocuscatlan", "hola", "holamundo", "bienvenido", "bienvenida", "secreto",
  "amor", "amorcito", "familia", "usuario", "acceso", "ingresar", "entrar", "perro", "gato", "veterinaria",
];

let list: ReadonlySet<string> | undefined;

/**
 * The ~49,000 most used passwords of public breach data (zxcvbn-ts's `passwords-common`, lower-cased, from
 * 3 to ~20 characters) plus the local ones above. Built on first use.
 */
function commonPasswords(): ReadonlySet<string> {
  return (list ??= new Set([...dictionary["passwords-common"], ...LOCAL_COMMON_PASSWORDS]));
}

/**
 * Whether a password is on the list, ignoring capitals, accents and surrounding spaces; or is a word of the list
 * (four letters or more) with only digits and symbols around it: `Password123!`, `ElSalvador2026`,
 * `Contraseña2026`, `Qwerty2026!` (issue 40: a common word plus a year is the first thing a guesser tries).
 */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  const plain = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const word = plain.replace(/^[^a-z]+|[^a-z]+$/g, "");
  return commonPasswords().has(text) || commonPasswords().has(plain) || (word.length >= 4 && /^[a-z]+$/.test(word) && commonPasswords().has(word));
}
