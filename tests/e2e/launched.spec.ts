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

test.describe("SITE_LAUNCHED=true: search engines", () => {
  test("pages are indexable and the sitemap lists the public pages and profiles only", async ({ page, request, baseURL }) => {
    await page.goto("/busca");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/busca`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(urls).toEqual(expect.arrayContaining(["/", "/busca", "/unete", "/faq", "/contacto", "/como-funciona", "/filosofia", "/s/maria-jose-hernandez"]));
    expect(urls.filter((path) => path.startsWith("/s/"))).toHaveLength(12);
    expect(urls.some((path) => /^\/(admin|portal|api|preview|reservar|exito)/.test(path))).toBe(false);
  });

  test("with no SMTP server, /exito says to keep the link instead of claiming an e-mail went out", async ({ page }) => {
    await page.goto(`/exito?seguimiento=${"A".repeat(32)}`);
    await expect(page.getByRole("link", { name: "Seguir mi solicitud" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Guarda este enlace");
    await expect(page.locator("main")).not.toContainText("Te enviamos este enlace por correo");
  });

  test("links and the booking flow use plain paths", async ({ page }) => {
    await page.goto("/s/maria-jose-hernandez");
    await expect(page.locator("main").getByRole("link", { name: "Solicitar reserva" }).first()).toHaveAttribute(
      "href",
      "/reservar?sitter=maria-jose-hernandez",
    );
    await page.goto("/busca?zona=escalon");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 cuidador encontrado");
  });
});
