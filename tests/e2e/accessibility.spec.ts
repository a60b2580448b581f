import { expect, test } from "@playwright/test";
import { accessibilityProblems } from "./axe";

// axe (WCAG 2.1 A/AA) runs once per view (a page in one state: a dialog open, errors shown, a booking at a given
// step), never twice in a run. Here: every page a visitor can reach while signed out, the portal's and the
// dashboard's login forms included. The views only a flow reaches are checked in that flow, once, where it gets
// there; before adding a check, look whether its view is already in this list:
// - admin.spec: the login form with its error; the Cuidadores tab; its dialogs (Crear cuidador with errors,
//   documents, interview, delete, temporary password)
// - admin-operations.spec: the other seven tabs; "Nuevo perfil" with errors
// - portal.spec: the forced password dialog with errors; the portal of a caregiver without a profile
// - sitter-workspace.spec: a sitter's portal with every check done and days blocked; with profile changes in review
// - profile.spec: a profile with its record ("familia repite"); with its home check; the home-check dialog with errors
// - meet-greet.spec: the portal's and the dashboard's meet & greet forms; the owner's page with a meeting proposed,
//   and after it ("¿Cómo les fue?")
// - plan-b.spec: the dashboard's Plan B choice; the owner's page confirmed with a backup, after the sitter
//   cancelled, and moved to the backup; the portal's cancel form
// - pet-stay.spec (390 px): the owner's page with the pet's file being filled, and during the stay with the file
//   and a report; the emergency sheet; the portal's report form
// - rebook.spec: the booking form's second step filled from an earlier booking
// - pulse.spec (320 px): the dashboard's Pulso tab with a zone's chart numbers open

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
  "/preview/compromisos",
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

  test("the booking form's first step, sent empty, has none either", async ({ page }) => {
    await page.goto("/preview/reservar?sitter=1");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("Elige un servicio.")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
  });
});
