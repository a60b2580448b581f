import { expect, test, type Page } from "@playwright/test";
import { alertWith, main, preview } from "./site-helpers";

const submit = (page: Page) => page.getByRole("button", { name: "Enviar solicitud" });

async function fillApplication(page: Page) {
  await page.getByLabel("Nombre completo").fill("Sofía Ramírez");
  await page.getByLabel("Correo electrónico").fill("sofia.e2e@example.com");
  await page.getByLabel("WhatsApp", { exact: true }).fill("7555-1234");
  await page.getByLabel("Municipio (opcional)").fill("Antiguo Cuscatlán");
  await page.getByRole("group", { name: "¿Qué servicios quieres ofrecer?" }).getByLabel("Paseos").check();
}

test.describe("join as a sitter", () => {
  test("shows the benefits, the 24-48 hour promise and the sitters' questions", async ({ page }) => {
    await page.goto(preview("/unete"));
    await expect(page.getByRole("heading", { level: 1, name: "Únete como cuidador" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Por qué cuidar con Huellitas" }).getByRole("listitem")).toHaveCount(4);
    await expect(main(page)).toContainText("Revisamos cada solicitud en 24-48 horas");
    const questions = page.getByRole("region", { name: "Preguntas de futuros cuidadores" });
    await questions.getByText("¿Quién puede ser cuidador?").click();
    await expect(questions.getByText("18 años o más que viva en El Salvador", { exact: false })).toBeVisible();
  });

  test("SPEC's messages: required fields, at least one service, then the consent toast", async ({ page }) => {
    await page.goto(preview("/unete"));
    await submit(page).click();
    await expect(alertWith(page, "Por favor completa todos los campos obligatorios.")).toBeVisible();
    await expect(page.getByText("Selecciona al menos un servicio")).toBeVisible();

    await fillApplication(page);
    await submit(page).click();
    await expect(page.getByText("Consentimiento requerido")).toBeVisible();
    const toasts = page.getByRole("region", { name: /Notificaciones/ });
    await expect(toasts.getByText("acepta que el equipo de Huellitas te contacte", { exact: false })).toBeVisible();
    await expect(page.getByLabel(/Acepto que el equipo de Huellitas me contacte/)).toBeFocused();
    // The reason also stays under the box (as on the coming-soon forms), and goes once it is checked.
    const consent = page.getByLabel(/Acepto que el equipo de Huellitas me contacte/);
    await expect(consent).toHaveAccessibleDescription(/acepta que el equipo de Huellitas te contacte/);
    await expect(page.locator("#application-consent-error")).toBeVisible();
    await consent.check();
    await expect(page.locator("#application-consent-error")).toHaveCount(0);
  });

  test("sends the application with the services chosen (not the consent), then shows it was sent; another one starts empty", async ({ page, baseURL }) => {
    await page.goto(preview("/unete"));
    await fillApplication(page);
    await page.getByLabel(/Acepto que el equipo de Huellitas me contacte/).check();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/applications") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/applications"));
    await submit(page).click();
    expect((await request).postDataJSON()).toEqual({
      name: "Sofía Ramírez",
      email: "sofia.e2e@example.com",
      phone: "+50375551234",
      municipio: "Antiguo Cuscatlán",
      services: ["WALK"],
      company: "",
      sourceUrl: `${baseURL}/preview/unete`,
      whatsappOptIn: false,
    });
    expect((await response).status()).toBe(201);

    await expect(page.getByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeFocused();
    // Sent: no form ready to send the same application again, until the person asks for another one.
    await expect(submit(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Enviar otra solicitud" }).click();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("");
    await expect(page.getByLabel("Correo electrónico")).toHaveValue("");
    await expect(page.getByRole("group", { name: "¿Qué servicios quieres ofrecer?" }).getByLabel("Paseos")).not.toBeChecked();
    await expect(page.getByLabel(/Acepto que el equipo de Huellitas me contacte/)).not.toBeChecked();
  });

  for (const [name, answer, message] of [
    ["the server's error text", { status: 400, json: { ok: false, error: "Correo electrónico inválido" } }, "Correo electrónico inválido"],
    ["the generic message", { status: 500, body: "" }, "Ocurrió un error. Intenta de nuevo."],
  ] as const) {
    test(`a failed application shows ${name} and keeps what was typed`, async ({ page }) => {
      await page.route("**/api/applications", (route) => route.fulfill(answer));
      await page.goto(preview("/unete"));
      await fillApplication(page);
      await page.getByLabel(/Acepto que el equipo de Huellitas me contacte/).check();
      await submit(page).click();
      await expect(alertWith(page, message)).toBeVisible();
      await expect(page.getByLabel("Nombre completo")).toHaveValue("Sofía Ramírez");
    });
  }

  test("a network failure says so", async ({ page }) => {
    await page.route("**/api/applications", (route) => route.abort("internetdisconnected"));
    await page.goto(preview("/unete"));
    await fillApplication(page);
    await page.getByLabel(/Acepto que el equipo de Huellitas me contacte/).check();
    await submit(page).click();
    await expect(alertWith(page, "Error de conexión. Verifica tu internet e intenta de nuevo.")).toBeVisible();
  });
});
