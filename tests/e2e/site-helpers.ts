import type { Page } from "@playwright/test";
import { addDays, todayInElSalvador } from "../../lib/dates";

/** The public site lives under /preview while the gate is on (the "gated" project). */
export const preview = (path: string) => (path === "/" ? "/preview" : `/preview${path}`);

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
