import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import {
  accessibilityProblems,
  createCaregiver,
  expectOpensPdfInNewTab,
  fillLogin,
  pdf,
  TEMP_PASSWORD,
  toast,
  todayLong as todayInElSalvador,
} from "./helpers";

// The caregiver portal as a sitter uses it. Accounts are created the way the team creates them: an admin
// calls POST /api/admin/users, which gives the sitter a temporary password to change at first sign-in.

const NEW_PASSWORD = "Mi-Perrita-Luna-2026";

/** Signs the browser in and sets a new password through the API, for tests about what comes after. */
async function signInWithPasswordChanged(page: Page, email: string) {
  expect((await page.request.post("/api/auth/login", { data: { email, password: TEMP_PASSWORD } })).status()).toBe(200);
  expect((await page.request.post("/api/auth/change-password", { data: { newPassword: NEW_PASSWORD } })).status()).toBe(200);
}

test.describe("caregiver portal", () => {
  test("first sign-in, forced password change, upload, list, open, delete and logout", async ({ page, request }) => {
    const caregiver = await createCaregiver(request);

    await page.goto("/portal");
    await expect(page.getByRole("heading", { name: "Portal de Cuidadores" })).toBeVisible();
    await fillLogin(page, caregiver.email, TEMP_PASSWORD);
    await expect(toast(page, "Inicio de sesión exitoso")).toContainText(`Bienvenido, ${caregiver.name}`);

    // The forced password dialog: no close button, Escape and clicks outside leave it open.
    const dialog = page.getByRole("dialog", { name: "Crea tu nueva contraseña" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cerrar", exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel("Contraseña actual")).toHaveCount(0);
    await expect(dialog.getByLabel("Nueva contraseña", { exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Nueva contraseña", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirma la nueva contraseña").fill(`${NEW_PASSWORD}x`);
    await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(dialog.getByText("Las contraseñas no coinciden")).toBeVisible();
    await dialog.getByLabel("Confirma la nueva contraseña").fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(toast(page, "Contraseña actualizada")).toContainText("Tu contraseña ha sido cambiada exitosamente");
    await expect(dialog).toBeHidden();

    // The portal itself.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(caregiver.name);
    const status = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Estado de mi aplicación" }) });
    await expect(status.getByText("Pendiente de revisión")).toBeVisible();
    await expect(status.getByRole("progressbar", { name: "Progreso" })).toHaveAttribute("aria-valuenow", "0");
    await expect(status.getByText("0 de 4 subidos", { exact: true })).toBeVisible();
    await expect(page.getByText("No has subido ningún documento todavía")).toBeVisible();
    for (const name of ["DUI", "Comprobante de domicilio", "Antecedentes penales", "Solvencia de la PNC"]) {
      await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();
    }
    const help = page.getByRole("link", { name: /Escríbenos por WhatsApp/ });
    const helpUrl = new URL((await help.getAttribute("href")) ?? "");
    expect(helpUrl.host).toBe("wa.me");
    expect(helpUrl.searchParams.get("text")).toContain(caregiver.name);
    await expect(help).toHaveAttribute("target", "_blank");

    // Upload: the button waits for a file.
    const uploadButton = page.getByRole("button", { name: "Subir documento" });
    await expect(uploadButton).toBeDisabled();
    const file = pdf(2150);
    await page.getByLabel("Archivo").setInputFiles({ name: "DUI frente.pdf", mimeType: "application/pdf", buffer: file });
    await expect(uploadButton).toBeEnabled();
    await uploadButton.click();
    await expect(toast(page, "Documento subido")).toBeVisible();

    const link = page.getByRole("link", { name: /DUI frente\.pdf/ });
    await expect(link).toBeVisible();
    await expect(page.getByText(`2.10 KB · Subido el ${todayInElSalvador()}`)).toBeVisible();
    await expect(page.getByText("Por verificar")).toBeVisible();
    // Uploaded, not verified yet: no check counts in the bar, and the words say it waits for the team.
    await expect(status.getByText("1 de 4 subidos · en revisión", { exact: true })).toBeVisible();
    await expect(status.getByRole("progressbar", { name: "Progreso" })).toHaveAttribute("aria-valuenow", "0");
    await expect(uploadButton).toBeDisabled();

    // Open: a new tab with the file itself, served to its owner.
    await expectOpensPdfInNewTab(page, link, file);

    // A refused file: the reason shows in the card, not in a toast.
    await page.getByLabel("Archivo").setInputFiles({ name: "notas.pdf", mimeType: "application/pdf", buffer: Buffer.from("solo texto, no un PDF") });
    await uploadButton.click();
    const alert = page.getByRole("alert").filter({ hasText: "Error al subir archivo" });
    await expect(alert).toContainText("Solo aceptamos archivos PDF, JPG o PNG.");
    await expect(toast(page, "Error")).toHaveCount(0);

    // Delete, after a confirmation.
    await page.getByRole("button", { name: "Eliminar DUI frente.pdf" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Eliminar este documento?" });
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(link).toBeVisible();
    await page.getByRole("button", { name: "Eliminar DUI frente.pdf" }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "Documento eliminado")).toBeVisible();
    await expect(page.getByText("No has subido ningún documento todavía")).toBeVisible();
    await expect(status.getByText("0 de 4 subidos", { exact: true })).toBeVisible();

    // Logout: back to the login card, and the session is gone for real.
    await page.getByRole("button", { name: "Cerrar Sesión" }).click();
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByText("No has subido ningún documento todavía")).toHaveCount(0);
    expect((await page.request.get("/api/portal/me")).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();

    // The new password works and is not asked for again.
    await fillLogin(page, caregiver.email, NEW_PASSWORD);
    await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("what the team changes shows in the portal: status, interview, verified documents", async ({ page, request }) => {
    const caregiver = await createCaregiver(request, "Carlos Hernández");
    await signInWithPasswordChanged(page, caregiver.email);
    const uploaded = await page.request.post("/api/portal/documents", {
      multipart: { file: { name: "Solvencia PNC.pdf", mimeType: "application/pdf", buffer: pdf(4096) } },
    });
    expect(uploaded.status()).toBe(201);
    const { document } = await uploaded.json();

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/El_Salvador" }).format(tomorrow);
    expect((await request.patch(`/api/admin/users/${caregiver.id}`, { data: { status: "under_review" } })).status()).toBe(200);
    expect((await request.patch(`/api/admin/users/${caregiver.id}/interview`, { data: { interviewDate: `${day}T10:30` } })).status()).toBe(200);
    expect((await request.patch(`/api/admin/documents/${document.id}/verify`, { data: { verified: true } })).status()).toBe(200);

    await page.goto("/portal");
    const status = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Estado de mi aplicación" }) });
    await expect(status.getByText("En revisión")).toBeVisible();
    await expect(status.getByText("Programada")).toBeVisible();
    const interview = new Intl.DateTimeFormat("es-SV", { dateStyle: "long", timeZone: "America/El_Salvador" }).format(new Date(`${day}T12:00:00-06:00`));
    await expect(status.getByText(interview, { exact: false })).toBeVisible();
    await expect(status.getByText("10:30", { exact: false })).toBeVisible();
    await expect(page.getByText("Verificado", { exact: true })).toBeVisible();
    await expect(page.getByText(`4.00 KB · Subido el ${todayInElSalvador()}`)).toBeVisible();

    // A voluntary change asks for the current password and shows the server's refusal.
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambiar contraseña" });
    await dialog.getByLabel("Contraseña actual").fill("no-es-la-clave");
    await dialog.getByLabel("Nueva contraseña", { exact: true }).fill("Otra-Clave-Segura-9");
    await dialog.getByLabel("Confirma la nueva contraseña").fill("Otra-Clave-Segura-9");
    await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(toast(page, "Error")).toContainText("La contraseña actual no es correcta.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Cambiar contraseña" })).toBeFocused();
  });

  test("wrong credentials show 'Credenciales inválidas'; an admin signing in here goes to /admin", async ({ page }) => {
    await page.goto("/portal");
    await fillLogin(page, "nadie@e2e.huellitas.test", "no-es-la-clave");
    await expect(toast(page, "Error")).toContainText("Credenciales inválidas");
    await expect(page.getByRole("heading", { name: "Portal de Cuidadores" })).toBeVisible();

    await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("fits a 320 px phone", async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/portal");
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const caregiver = await createCaregiver(request, "María José de los Ángeles Ramírez");
    await signInWithPasswordChanged(page, caregiver.email);
    await page.request.post("/api/portal/documents", {
      multipart: { file: { name: "comprobante-de-domicilio-recibo-de-agua-marzo-2026-escaneado.pdf", mimeType: "application/pdf", buffer: pdf(3000) } },
    });
    await page.goto("/portal");
    await expect(page.getByRole("link", { name: /comprobante-de-domicilio/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  // The login form itself is checked once, with the other signed-out pages, in accessibility.spec.
  test("has no WCAG 2.1 AA problems axe can find: forced dialog, portal", async ({ page, request }) => {
    await page.goto("/portal");
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();

    const caregiver = await createCaregiver(request, "Rosa Guevara");
    await fillLogin(page, caregiver.email, TEMP_PASSWORD);
    const dialog = page.getByRole("dialog", { name: "Crea tu nueva contraseña" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(dialog.getByText("Escribe tu nueva contraseña.")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");

    await dialog.getByLabel("Nueva contraseña", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirma la nueva contraseña").fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel("Archivo").setInputFiles({ name: "DUI.pdf", mimeType: "application/pdf", buffer: pdf(3000) });
    await page.getByRole("button", { name: "Subir documento" }).click();
    await expect(page.getByRole("link", { name: /DUI\.pdf/ })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    expect(await accessibilityProblems(page)).toBe("");
  });
});
