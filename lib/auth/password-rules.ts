import { BRAND } from "@/lib/site/brand";

// Password rules cheap enough for the browser; the server also checks a list of ~50,000 common passwords
// (lib/auth/common-passwords.ts), too large to ship to the browser.

/** Lower case, without accents. */
const plain = (text: string) => text.trim().normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const lettersOf = (text: string) => plain(text).replace(/[^a-z]/g, "");

// Runs a person types without thinking: the alphabet, the digits, the keyboard's rows (both ways).
const RUNS = ["abcdefghijklmnopqrstuvwxyz", "01234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "1qaz2wsx3edc4rfv5tgb"];
const BRAND_LETTERS = lettersOf(BRAND);

/**
 * True for passwords anyone would guess first: one character or a short group repeated (`aaaaaa`, `121212`,
 * `abcabc`), a run of the alphabet, the digits or a keyboard row (`abcdef`, `654321`, `asdfgh`), and the
 * product's name with or without a year, digits or symbols (`Huellitas2026!`).
 */
export function isTrivialPassword(password: string): boolean {
  const text = plain(password);
  if (/^(.{1,3})\1+$/u.test(text)) return true;
  if (RUNS.some((run) => run.includes(text) || [...run].reverse().join("").includes(text))) return true;
  return lettersOf(password) === BRAND_LETTERS;
}

/**
 * The e-mail, its local part, or the local part's letters with only digits and symbols around them
 * (`ana.lopez@…` → `AnaLopez2026`).
 */
export function isPasswordTheEmail(password: string, email: string): boolean {
  const text = plain(password);
  const address = plain(email);
  const local = address.split("@")[0];
  if (text === address || text === local) return true;
  const localLetters = lettersOf(local);
  return localLetters.length > 0 && lettersOf(password) === localLetters;
}
