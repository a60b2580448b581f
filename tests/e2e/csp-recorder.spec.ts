import { expect, test } from "@playwright/test";
import { recordCspViolations } from "./helpers";

// The positive control of recordCspViolations(): the dashboard and form walks assert that it records nothing,
// which proves something only if it does record a violation when one happens.

test("the CSP recorder sees an image from a host the policy does not allow", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/");
  expect(await violations()).toEqual([]);

  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "https://example.invalid/rastreo.png";
    document.body.append(image);
  });

  await expect.poll(async () => (await violations()).join("\n")).toContain("img-src https://example.invalid/rastreo.png");
});
