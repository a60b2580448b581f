import { expect, test } from "@playwright/test";

test.describe("SITE_LAUNCHED=true", () => {
  test("serves the public pages at their plain paths", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-layout=public]")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Buscar", exact: true })).toHaveAttribute(
      "href",
      "/busca",
    );
  });

  test("redirects /preview/x to /x", async ({ page }) => {
    await page.goto("/preview/coming-soon");
    expect(new URL(page.url()).pathname).toBe("/coming-soon");
    await page.goto("/preview");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("an unknown path shows the 404 strings", async ({ page }) => {
    const response = await page.goto("/no-existe-esta-pagina");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});
