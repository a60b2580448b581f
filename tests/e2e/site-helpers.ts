import { expect, type Locator, type Page } from "@playwright/test";
import { addDays, todayInElSalvador } from "../../lib/dates";
import { SITTERS_SETTLE_SECONDS } from "../../lib/sitters/freshness";

/** The public site lives under /preview while the gate is on (the "gated" project). */
export const preview = (path: string) => (path === "/" ? "/preview" : `/preview${path}`);

/**
 * Opens a public page until it shows a change the test just saved: the first load may still be a page that was
 * rendering (for another spec) while the change was saved, served for SITTERS_SETTLE_SECONDS at most. `shows` is
 * the change (a locator that must be visible, or assertions of its own with short timeouts).
 */
export async function gotoAfterChange(page: Page, url: string, shows: Locator | (() => Promise<void>)): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    if (typeof shows === "function") await shows();
    else await expect(shows).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: (SITTERS_SETTLE_SECONDS + 5) * 1000 });
}

/** A calendar day `days` from today in El Salvador, "YYYY-MM-DD". */
export const dayFromToday = (days: number) => addDays(todayInElSalvador(), days);

/** The page's main content (header and footer repeat some link labels). */
export const main = (page: Page) => page.locator("main");

/** A form message announced as an alert, with exactly this text. */
export const alertWith = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: new RegExp(`^${escape(text)}$`) });

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Step 1 of the booking form: boarding for a medium dog, from 5 to 7 days from today. */
export async function fillDetails(page: Page, start = dayFromToday(5), end = dayFromToday(7), service = /Hospedaje en casa/) {
  await page.getByRole("group", { name: "Servicio" }).getByLabel(service).check();
  await page.getByRole("group", { name: "Tu mascota es" }).getByLabel("Perro").check();
  await page.getByRole("group", { name: "Tamaño" }).getByLabel(/Mediano/).check();
  await page.getByLabel("Fecha de inicio").fill(start);
  await page.getByLabel("Fecha de fin").fill(end);
  await page.getByLabel(/Notas para el cuidador/).fill("Luna es tímida al principio.");
}

/** Step 2 of the booking form: Ana Gómez from Santa Tecla. */
export async function fillContact(page: Page) {
  await page.getByLabel("Tu nombre").fill("Ana Gómez");
  await page.getByLabel("Correo electrónico").fill("Ana.Gomez@Example.com");
  await page.getByLabel("WhatsApp", { exact: true }).fill("7123-4567");
  await page.getByLabel("Municipio").fill("Santa Tecla");
}

/**
 * The 12 sitters of the seed. Other specs publish profiles of their own on the same server while a search spec runs,
 * so searches assert which seeded sitters they find (and that the title counts the cards shown), never a global total.
 */
export const SEEDED_SITTERS = [
  "María José Hernández",
  "Carlos Alberto Martínez",
  "Gabriela Alejandra Rivas",
  "José Roberto Flores",
  "Andrea Beatriz López",
  "Luis Fernando Mejía",
  "Karla Vanessa Portillo",
  "Diego Armando Castillo",
  "Sofía Isabel Ramírez",
  "Claudia Marcela Guevara",
  "Jorge Luis Menjívar",
  "Ricardo Ernesto Alvarado",
] as const;

const seededName = new RegExp(`^(${SEEDED_SITTERS.map(escape).join("|")})$`);

/** The result cards of a search page. */
export const resultCards = (page: Page) => main(page).getByRole("article");

/** The result cards of seeded sitters. */
export const seededCards = (page: Page) => resultCards(page).filter({ has: page.getByRole("heading", { name: seededName }) });

/** "1 cuidador encontrado", "12 cuidadores encontrados". */
export const resultsTitle = (count: number) => `${count} ${count === 1 ? "cuidador encontrado" : "cuidadores encontrados"}`;

/**
 * The search shows exactly these seeded sitters (how many, or their names in any order), and its title counts every
 * card shown: the seeded ones and any profile another spec has published meanwhile.
 */
export async function expectSeededResults(page: Page, expected: number | readonly string[], message?: string) {
  const seeded = seededCards(page);
  if (typeof expected === "number") await expect(seeded, message).toHaveCount(expected);
  else await expect.poll(async () => (await seeded.getByRole("heading").allTextContents()).sort(), { message }).toEqual([...expected].sort());
  await expect
    .poll(async () => {
      const [title, cards] = await Promise.all([page.getByRole("heading", { level: 1 }).textContent(), resultCards(page).count()]);
      return title === resultsTitle(cards) ? "consistent" : `title «${title}», ${cards} cards`;
    }, { message })
    .toBe("consistent");
}
