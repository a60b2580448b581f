import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./helpers";

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
    await page.goto("/preview/faq");
    expect(new URL(page.url()).pathname).toBe("/faq");
    await page.goto("/preview");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("/coming-soon is over: an old referral link goes to / and keeps its ref", async ({ page }) => {
    for (const path of ["/coming-soon?ref=ABC234", "/preview/coming-soon?ref=ABC234"]) {
      await page.goto(path);
      const url = new URL(page.url());
      expect([url.pathname, url.searchParams.get("ref")]).toEqual(["/", "ABC234"]);
    }
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
    expect(urls).toEqual(expect.arrayContaining(["/", "/busca", "/unete", "/faq", "/contacto", "/como-funciona", "/filosofia", "/compromisos", "/s/maria-jose-hernandez"]));
    expect(urls.filter((path) => path.startsWith("/s/"))).toHaveLength(12);
    expect(urls.some((path) => /^\/(admin|portal|api|preview|reservar|exito)/.test(path))).toBe(false);
  });

  test("with no SMTP server, /exito says to keep the link instead of claiming an e-mail went out", async ({ page }) => {
    await page.goto(`/exito?seguimiento=${"A".repeat(32)}`);
    await expect(page.getByRole("link", { name: "Seguir mi solicitud" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Guarda este enlace");
    await expect(page.locator("main")).not.toContainText("Te enviamos este enlace por correo");
  });

  test("with no SMTP server, the tracking page says to keep its link, and the dashboard says e-mail is off", async ({ page, request }) => {
    const sent = await request.post("/api/reservations", {
      data: { ownerName: "Elena Vides", ownerEmail: `elena-${Date.now()}@example.com`, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: 2 },
    });
    expect(sent.status()).toBe(201);
    await page.goto((await sent.json()).trackingUrl);
    await expect(page.locator("main")).toContainText("Guarda este enlace (por ejemplo, en tus favoritos): aquí ves cada cambio de tu solicitud.");
    await expect(page.locator("main")).not.toContainText("Te avisamos por correo");
    // No team WhatsApp number on this server: the page offers the e-mail, never a chat with a made-up line.
    await expect(page.getByRole("link", { name: "Escríbenos por correo" })).toHaveAttribute("href", /^mailto:hola@huellitas\.sv\?body=/);
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);

    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("note").filter({ hasText: "El correo está apagado" })).toContainText("los correos esperan en la bandeja de salida");
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
