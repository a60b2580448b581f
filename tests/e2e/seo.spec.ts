import { expect, test } from "@playwright/test";
import { preview } from "./site-helpers";

test.describe("search engines and sharing (gated)", () => {
  test("every page has its own title, a description, an Open Graph image and says noindex in the preview", async ({ page }) => {
    const titles = new Set<string>();
    const paths = ["/", "/busca", "/s/maria-jose-hernandez", "/reservar", "/exito", "/unete", "/faq", "/contacto", "/como-funciona", "/filosofia", "/compromisos"];
    for (const path of paths) {
      await page.goto(preview(path));
      const title = await page.title();
      expect(title, path).toMatch(/ · Huellitas$/);
      titles.add(title);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:image"]').first(), path).toHaveAttribute("content", /^http.*\/og\/.*\.png$/);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /noindex/);
    }
    expect(titles.size).toBe(paths.length);
  });

  test("the profile's sharing image is the sitter's", async ({ page, request }) => {
    await page.goto(preview("/s/maria-jose-hernandez"));
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(image).toMatch(/\/og\/cuidadores\/maria-jose-hernandez\.png$/);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect((await request.get("/og/huellitas.png")).headers()["content-type"]).toBe("image/png");
    expect((await request.get("/og/cuidadores/no-existe.png")).status()).toBe(404);
  });

  test("robots.txt keeps crawlers out of /admin, /portal and /api; the gated sitemap lists the front page only", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/portal", "/api"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect([...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([`${baseURL}/`]);
  });
});
