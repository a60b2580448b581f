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
 * Spanish and Salvadoran passwords that the breach list of lib/auth/common-passwords.ts lacks, lower-cased and
 * without accents. Here, not there, because their words (those of letters only) also make the compounds the
 * browser refuses (see `isTrivialPassword`).
 */
export const LOCAL_COMMON_PASSWORDS = [
  "contrasena", "contrasena1", "contrasena123", "micontrasena", "clave", "clave123", "clave1234", "miclave", "miclave123", "teamo123", "teamomucho", "tequieromucho",
  "mimama", "mipapa", "mascota", "mimascota", "perrito", "perrito1", "perrita", "gatito", "gatito1", "gatita", "cachorro", "huella", "patita",
  "elsalvador", "elsalvador1", "sansalvador", "cuscatlan", "santaana", "sanmiguel", "alianza",
  "alianzafc", "fas123", "fasfc", "aguila", "aguilafc", "pupusas", "pupusa", "guanaco", "guanaca",
  // The country and its places, and words anyone tries first, in Spanish (English ones are in the breach list).
  "salvador", "salvadoreno", "salvadorena", "sivar", "centroamerica", "latinoamerica", "lalibertad", "soyapango", "santatecla",
  "escalon", "sanbenito", "nuevocuscatlan", "antiguocuscatlan", "hola", "holamundo", "bienvenido", "bienvenida", "secreto",
  "amor", "amorcito", "familia", "usuario", "acceso", "ingresar", "entrar", "perro", "gato", "veterinaria",
] as const;

// Months and weekdays, in Spanish and English: `Febrero2026` is a guesser's second try, after the site's name.
const CALENDAR_WORDS = [
  "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre",
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
];

/** The words whose compounds, plurals and leetspeak are refused: the product's, the local list's (four letters or more), the calendar's. */
const GUESSED_WORDS = [...new Set([...PRODUCT_WORDS, ...LOCAL_COMMON_PASSWORDS.filter((word) => /^[a-z]{4,}$/.test(word)), ...CALENDAR_WORDS])].flatMap(
  (word) => [word, `${word}s`, `${word}es`],
);

/** The letters a character may stand for in leetspeak (`Huellit4s`, `P3rr0`, `C4id4d0r4`). */
const LEET: Readonly<Record<string, string>> = { "4": "a", "@": "a", "8": "b", "3": "e", "6": "g", "9": "g", "1": "il", "!": "il", "|": "il", "0": "o", "5": "s", $: "s", "7": "t", "+": "t" };
/** A word this long still counts with one of its characters wrong (`Cuidadura`, `C4id4d0r4`). */
const MISSPELT_FROM = 7;

const isLetter = (character: string) => character >= "a" && character <= "z";

/** Whether `word` is written at `at` in `text`: letter for letter, in leetspeak, and when long with one character wrong. */
function writtenAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  let wrong = word.length >= MISSPELT_FROM ? 1 : 0;
  for (let k = 0; k < word.length; k++) {
    const character = text[at + k];
    if (character === word[k] || LEET[character]?.includes(word[k])) continue;
    if (wrong-- === 0) return false;
  }
  return true;
}

/**
 * Whether a text is nothing but these words end to end (`analopez` is `ana` + `lopez`), each any number of times,
 * in leetspeak or, when long, with one character wrong (see `writtenAt`), with only digits and symbols between and around them;
 * a text without letters is not.
 */
function isMadeOf(text: string, words: readonly string[]): boolean {
  if (![...text].some(isLetter)) return false;
  // made[i]: the first i characters are words and other characters than letters.
  const made = [true];
  for (let i = 1; i <= text.length; i++) {
    made[i] = (made[i - 1] && !isLetter(text[i - 1])) || words.some((word) => word.length <= i && made[i - word.length] && writtenAt(text, i - word.length, word));
  }
  return made[text.length];
}

const RUNS_BOTH_WAYS = RUNS.flatMap((run) => [run, [...run].reverse().join("")]);

/** How many characters from `at` on are a piece of one of the runs, either way. */
function runAt(text: string, at: number): number {
  let length = 0;
  while (at + length < text.length && RUNS_BOTH_WAYS.some((run) => run.includes(text.slice(at, at + length + 1)))) length++;
  return length;
}

/** One character or a short group repeated (`aaaaaa`, `121212`), or a piece of a run (`abcdef`, `654321`, `asdfgh`). */
const isRepeatOrRun = (text: string) => /^(.{1,3})\1+$/u.test(text) || runAt(text, 0) === text.length;

/** Runs of four or more (`12345678`, `qwerty`) with at most three other characters, or only a repeat or run beside them: `12345678Aa`, `Aa123456!`, `qwerty1212`. */
function isRunsWithLittleElse(text: string): boolean {
  let runs = 0;
  let rest = "";
  for (let i = 0; i < text.length; ) {
    const length = runAt(text, i);
    if (length >= 4) {
      runs++;
      i += length;
    } else rest += text[i++];
  }
  return runs > 0 && (rest.length <= 3 || isRepeatOrRun(rest));
}

/**
 * True for passwords anyone would guess first: one character or a short group repeated (`aaaaaa`, `121212`,
 * `abcabc`), a run of the alphabet, the digits or a keyboard row (`abcdef`, `654321`, `asdfgh`), such a run with a
 * few letters (`12345678Aa`); and, with or without a year, digits or symbols: the product's name or "cuidador(a)"
 * (`Huellitas2026!`, `Cuidadora2026`), a month or weekday (`Febrero2026`), a word of the local list, in plural or
 * several together (`Mascotas2026`, `PerroGato2026`), any of them in leetspeak (`Huellit4s2026`, `C4id4d0r42026`).
 */
export function isTrivialPassword(password: string): boolean {
  const text = plain(password);
  if (isRepeatOrRun(text) || isRunsWithLittleElse(text)) return true;
  return isMadeOf(lettersOf(password), GUESSED_WORDS) || isMadeOf(text, GUESSED_WORDS);
}

/**
 * A password read as one word, for a list of whole passwords: its letters with the digits and symbols around them
 * taken off, where leetspeak touching them is read as letters (`P4ssw0rd1` is `password`, `@dmin!` is `admin`), with
 * and without a plural's ending; each reading all letters, four or more. `1` reads `i` in one reading, `l` in another.
 */
export function wordReadings(password: string): string[] {
  const text = plain(password);
  const letters = [...text].map(isLetter);
  const first = letters.indexOf(true);
  const last = letters.lastIndexOf(true);
  if (first < 0) return [];
  const readings = new Set<string>();
  // The word may begin and end a few leet characters beyond its first and last letters.
  const reach = (from: number, step: number) => {
    const ends = [from];
    for (let at = from + step; ends.length <= 4 && at >= 0 && at < text.length && LEET[text[at]]; at += step) ends.push(at);
    return ends;
  };
  for (const start of reach(first, -1)) {
    for (const end of reach(last, 1)) {
      const core = text.slice(start, end + 1);
      for (const choice of [0, 1]) {
        const word = [...core].map((character) => (isLetter(character) ? character : (LEET[character]?.[choice] ?? LEET[character]?.[0] ?? " "))).join("");
        if (!/^[a-z]{4,}$/.test(word)) continue;
        readings.add(word);
        if (word.length >= 5 && word.endsWith("s")) readings.add(word.slice(0, -1));
        if (word.length >= 6 && word.endsWith("es")) readings.add(word.slice(0, -2));
      }
    }
  }
  return [...readings];
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
