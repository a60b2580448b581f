import { expect, test, type Page } from "@playwright/test";
import { PAGE_WEIGHT_BUDGETS, type PageWeight } from "./page-weight-budgets";
import { preview } from "./site-helpers";

// What a public page makes a phone build and keep, counted the same way on any host: the DOM's elements once it
// has hydrated, the inline RSC payload (the `self.__next_f.push` scripts) and the stylesheets it applied. Time on
// the main thread depends on the host (npm run bench measures it beside a blank Next page); these counts do not,
// so a page that grows past its budget fails here, on any machine. Budgets: tests/e2e/page-weight-budgets.ts.

/** A page's weight, and the icons on it whose symbol is missing (components/site/icon-sprite.tsx: none should be). */
async function weigh(page: Page, path: string): Promise<PageWeight & { danglingIcons: string[] }> {
  await page.goto(preview(path));
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  return page.evaluate(() => {
    const inline = [...document.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? "").filter((text) => text.includes("__next_f"));
    const stylesheets = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => /\.css(\?|$)/.test(entry.name));
    return {
      nodes: document.getElementsByTagName("*").length,
      payloadBytes: new TextEncoder().encode(inline.join("")).byteLength,
      stylesheetBytes: stylesheets.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      danglingIcons: [...document.querySelectorAll("use")].map((use) => use.getAttribute("href") ?? "").filter((href) => !document.querySelector(`symbol${href}`)),
    };
  });
}

test.describe("page weight", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, budget] of Object.entries(PAGE_WEIGHT_BUDGETS)) {
    test(`${path} stays within its DOM, payload and stylesheet budgets`, async ({ page }) => {
      const weight = await weigh(page, path);
      test.info().annotations.push({ type: "weight", description: JSON.stringify(weight) });
      expect.soft(weight.nodes, "DOM elements").toBeLessThanOrEqual(budget.nodes);
      expect.soft(weight.payloadBytes, "inline RSC payload bytes").toBeLessThanOrEqual(budget.payloadBytes);
      expect.soft(weight.stylesheetBytes, "stylesheet bytes").toBeLessThanOrEqual(budget.stylesheetBytes);
      // Every icon drawn from the page's sprite finds its symbol (one missing would be an empty box).
      expect(weight.danglingIcons, "icons without their symbol").toEqual([]);
      // The counts are real: a page that rendered nothing would pass every ceiling.
      expect(weight.nodes).toBeGreaterThan(20);
      expect(weight.payloadBytes).toBeGreaterThan(0);
    });
  }
});
