import { expect, test } from "@playwright/test";
import { accessibilityProblems } from "./axe";

// axe (WCAG 2.1 A/AA) on every page a visitor can reach while signed out. The signed-in portal and admin
// dashboard are checked in their own specs, with their dialogs open.

const PAGES = [
  "/",
  "/preview",
  "/preview/busca",
  "/preview/busca?zona=escalon&gatos=1&minRating=4.5",
  "/preview/busca?servicio=hospedaje&grandes=1&zona=san-benito&minRating=4.8&gatos=1",
  "/preview/s/maria-jose-hernandez",
  "/preview/s/ricardo-ernesto-alvarado",
  "/preview/s/no-existe",
  "/preview/reservar",
  "/preview/reservar?sitter=1",
  "/preview/exito",
  "/preview/unete",
  "/preview/como-funciona",
  "/preview/filosofia",
  "/preview/faq",
  "/preview/contacto",
  "/preview/coming-soon",
  "/preview/esta-pagina-no-existe",
  "/portal",
  "/admin",
];

test.describe("accessibility (axe)", () => {
  for (const path of PAGES) {
    test(`${path} has no WCAG 2.1 AA problems axe can find`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await accessibilityProblems(page)).toBe("");
    });
  }

  test("the coming-soon forms, open and with errors, have none either", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Únete como cuidador temprano" }).click();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("El nombre es obligatorio")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
  });

  test("the booking form's second step has none either", async ({ page }) => {
    await page.goto("/preview/reservar?sitter=1");
    await page.getByRole("button", { name: "Continuar" }).click();
    expect(await accessibilityProblems(page)).toBe("");
  });
});
