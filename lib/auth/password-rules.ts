import { BRAND } from "@/lib/site/brand";

// Password rules cheap enough for the browser; the server also checks a list of ~50,000 common passwords
// (lib/auth/common-passwords.ts), too large to ship to the browser.

/** Lower case, without accents. */
const plain = (text: string) => text.trim().normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const lettersOf = (text: string) => plain(text).replace(/[^a-z]/g, "");

// Runs a person types without thinking: the alphabet, the digits, the keyboard's rows (both ways).
const RUNS = ["abcdefghijklmnopqrstuvwxyz", "01234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "1qaz2wsx3edc4rfv5tgb"];
// The words anyone tries first on this site: its name and what its accounts are ("cuidadora").
const PRODUCT_WORDS = [lettersOf(BRAND), "cuidador", "cuidadora", "cuidadores", "cuidadoras"];

/**
 * Whether a password's letters are nothing but these words, each any number of times (`analopez` is `ana` +
 * `lopez`); a password without letters is not.
 */
function isMadeOf(letters: string, words: readonly string[]): boolean {
  if (!letters) return false;
  // made[i]: the first i letters are words end to end.
  const made = [true];
  for (let i = 1; i <= letters.length; i++) {
    made[i] = words.some((word) => word.length <= i && made[i - word.length] && letters.startsWith(word, i - word.length));
  }
  return made[letters.length];
}

/**
 * True for passwords anyone would guess first: one character or a short group repeated (`aaaaaa`, `121212`,
 * `abcabc`), a run of the alphabet, the digits or a keyboard row (`abcdef`, `654321`, `asdfgh`), and the
 * product's name or "cuidador(a)" with or without a year, digits or symbols (`Huellitas2026!`, `Cuidadora2026`).
 */
export function isTrivialPassword(password: string): boolean {
  const text = plain(password);
  if (/^(.{1,3})\1+$/u.test(text)) return true;
  if (RUNS.some((run) => run.includes(text) || [...run].reverse().join("").includes(text))) return true;
  return isMadeOf(lettersOf(password), PRODUCT_WORDS);
}

/** The account a password is for: its e-mail and, when known, the person's name. */
export type PasswordAccount = { email: string; name?: string | null };

/**
 * The words of an account a guesser tries first: the e-mail's local part whole and in its pieces, each label of
 * the domain, and the person's name whole and word by word, without capitals or accents (two letters or more).
 */
function accountWords({ email, name }: PasswordAccount): string[] {
  const [local = "", domain = ""] = plain(email).split("@");
  const pieces = (text: string) => text.split(/[^a-z]+/);
  const words = [lettersOf(local), ...pieces(local), ...pieces(domain), lettersOf(name ?? ""), ...pieces(plain(name ?? ""))];
  return [...new Set(words.filter((word) => word.length >= 2)), ...PRODUCT_WORDS];
}

/**
 * A password made of the account itself: the e-mail or its local part as typed, or letters that are only the
 * local part, the domain's name, the person's name or words of it (also with the product's words), whatever
 * digits, years and symbols surround them: `AnaLopez2026` and `Lopez.1990` for ana.lopez@…, `cg1rt2026` for
 * cg1@rt.test, `MariaJose2026` for María José Hernández.
 */
export function isPasswordPersonal(password: string, account: PasswordAccount): boolean {
  const text = plain(password);
  const address = plain(account.email);
  const local = address.split("@")[0];
  if (text === address || text === local) return true;
  const letters = lettersOf(password);
  return letters === lettersOf(local) || isMadeOf(letters, accountWords(account));
}
