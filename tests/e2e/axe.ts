import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A/AA problems axe finds on the page as it is now ("" when none), one line each. */
export async function accessibilityProblems(page: Page): Promise<string> {
  // Colours are measured as they end up: a toast still fading in is half transparent.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 }).catch(() => undefined);
  // A page the router is refreshing has its title taken out and put back (Next's metadata, streamed after the
  // content): the check reads the page once it has one again, and still reports a page that never gets one.
  await page.waitForFunction(() => document.title !== "", undefined, { timeout: 5_000 }).catch(() => undefined);
  // Only the violations are collected (no node lists of what passed). options() before withTags(): it replaces the
  // options object, and the tags would be lost (every best-practice rule would run).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`).join("\n");
}
