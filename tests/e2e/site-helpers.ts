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
