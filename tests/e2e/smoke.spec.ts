import { expect, test } from "@playwright/test";

test.describe("routing while the site is gated", () => {
  test("/ shows the coming-soon page without the public layout", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/muy pronto a El Salvador/i);
    await expect(page.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/portal");
    await expect(page.locator("[data-layout=public]")).toHaveCount(0);
  });

  test("any other public path shows the gate too", async ({ page }) => {
    for (const path of ["/busca", "/s/cualquiera", "/no-existe"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/muy pronto a El Salvador/i);
    }
  });

  test("/preview renders the home inside the public layout, with links kept in the preview", async ({ page }) => {
    await page.goto("/preview");
    await expect(page.locator("[data-layout=public]")).toBeVisible();
    await expect(page.getByText("Estamos en piloto en El Salvador")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const [label, href] of [
      ["Buscar", "/preview/busca"],
      ["Cómo funciona", "/preview/como-funciona"],
      ["Únete", "/preview/unete"],
      ["Ayuda", "/preview/faq"],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "Buscar cuidadores" }).first()).toHaveAttribute("href", "/preview/busca");
    // The first four seeded sitters are featured.
    await expect(page.getByRole("heading", { name: "Cuidadores destacados" })).toBeVisible();
  });

  test("an unknown /preview path shows the 404 strings", async ({ page }) => {
    const response = await page.goto("/preview/esta-pagina-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("/admin and /portal render without the public layout", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator("[data-layout=admin]")).toBeVisible();
    await expect(page.locator("[data-layout=public]")).toHaveCount(0);
    await page.goto("/portal");
    await expect(page.locator("[data-layout=portal]")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Portal de Cuidadores" })).toBeVisible();
    await expect(page.locator("[data-layout=public]")).toHaveCount(0);
  });

  test("GET /api/sitters answers the 12 seeded sitters from the embedded database", async ({ request }) => {
    const response = await request.get("/api/sitters");
    expect(response.status()).toBe(200);
    // Other specs publish (and unpublish) profiles on this shared server: check the 12 seeded ones are there.
    const ids = ((await response.json()) as { id: number }[]).map((sitter) => sitter.id);
    expect(ids.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const missing = await request.get("/api/sitters/no-existe");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, error: "Cuidador no encontrado" });
  });

  test("state-changing API calls from another site are refused with 403", async ({ request }) => {
    const response = await request.post("/api/provider-leads", {
      headers: { origin: "https://evil.example" },
      data: { name: "X", whatsapp: "71234567", email: "x@example.com", consent: true },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).ok).toBe(false);
  });
});
