import { expect, test, type Page } from "@playwright/test";
import { alertWith, dayFromToday, fillContact, fillDetails, main, preview } from "./site-helpers";

const stepTitle = (page: Page) => page.getByRole("heading", { level: 2, name: /^Paso \d de 2/ });

async function reachContactStep(page: Page, sitter = "maria-jose-hernandez") {
  await page.goto(`${preview("/reservar")}?sitter=${sitter}`);
  await fillDetails(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(stepTitle(page)).toHaveText("Paso 2 de 2: Contacto");
  await fillContact(page);
}

test.describe("booking", () => {
  test("without a sitter asks to choose one", async ({ page }) => {
    await page.goto(preview("/reservar"));
    await expect(page.getByRole("heading", { level: 1, name: "Selecciona un cuidador" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Buscar cuidadores" })).toHaveAttribute("href", "/preview/busca");

    await page.goto(`${preview("/reservar")}?sitter=999`);
    await expect(page.getByRole("heading", { level: 1, name: "Selecciona un cuidador" })).toBeVisible();
    await expect(main(page)).toContainText("No encontramos el cuidador de este enlace.");
  });

  test("takes the sitter by id or by slug", async ({ page }) => {
    await page.goto(`${preview("/reservar")}?sitter=4`);
    await expect(main(page)).toContainText("José Roberto Flores");
    await page.goto(`${preview("/reservar")}?sitter=carlos-alberto-martinez`);
    await expect(main(page)).toContainText("Carlos Alberto Martínez");
    // Only the sitter's own services can be chosen; the other one shows why not.
    const services = page.getByRole("group", { name: "Servicio" });
    await expect(services.getByRole("radio", { disabled: false })).toHaveCount(2);
    await expect(services.getByRole("radio", { disabled: true })).toHaveCount(1);
    await expect(services).toContainText("Carlos no ofrece este servicio");
  });

  test("the summary shows the sitter's lowest price among the services offered", async ({ page }) => {
    await page.goto(`${preview("/reservar")}?sitter=maria-jose-hernandez`);
    // The summary's own line (the service choices below carry their unit: "Desde $25 por noche").
    await expect(main(page).getByText(/^Desde \$\d+$/)).toHaveText("Desde $5");
  });

  test("step 1 shows SPEC's date messages, 'Continuar' and 'Atrás' keep what was typed", async ({ page }) => {
    await page.goto(`${preview("/reservar")}?sitter=maria-jose-hernandez`);
    await expect(stepTitle(page)).toHaveText("Paso 1 de 2: Detalles");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("La fecha de inicio es requerida")).toBeVisible();
    await expect(page.getByText("La fecha de fin es requerida")).toBeVisible();
    await expect(page.getByText("Elige un servicio.")).toBeVisible();
    await expect(stepTitle(page)).toHaveText("Paso 1 de 2: Detalles");

    await fillDetails(page, dayFromToday(5), dayFromToday(4));
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("La fecha de fin no puede ser anterior a la fecha de inicio.")).toBeVisible();

    await page.getByLabel("Fecha de fin").fill(dayFromToday(6));
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(stepTitle(page)).toHaveText("Paso 2 de 2: Contacto");
    await expect(stepTitle(page)).toBeFocused();
    await page.getByLabel("Tu nombre").fill("Ana");

    await page.getByRole("button", { name: "Atrás" }).click();
    await expect(stepTitle(page)).toHaveText("Paso 1 de 2: Detalles");
    await expect(page.getByLabel("Fecha de fin")).toHaveValue(dayFromToday(6));
    await expect(page.getByRole("group", { name: "Servicio" }).getByLabel(/Hospedaje en casa/)).toBeChecked();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByLabel("Tu nombre")).toHaveValue("Ana");
  });

  test("shows a pet the sitter does not take as disabled, with the reason, before anyone chooses it", async ({ page }) => {
    await page.goto(`${preview("/reservar")}?sitter=carlos-alberto-martinez`);
    const petType = page.getByRole("group", { name: "Tu mascota es" });
    await expect(petType.getByLabel(/Gato/)).toBeDisabled();
    await expect(petType).toContainText("Carlos no cuida gatos");
    await expect(petType.getByLabel(/Perro/)).toBeEnabled();
    await fillDetails(page, dayFromToday(5), dayFromToday(5), /Paseos/);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(stepTitle(page)).toHaveText("Paso 2 de 2: Contacto");

    await page.goto(`${preview("/reservar")}?sitter=gabriela-alejandra-rivas`);
    const size = page.getByRole("group", { name: "Tamaño" });
    await expect(size.getByLabel(/Grande/)).toBeDisabled();
    await expect(size).toContainText("Gabriela no cuida perros grandes");
  });

  test("sends the booking, disables the submit, shows the success message, then /exito", async ({ page, baseURL }) => {
    await page.goto(`${preview("/reservar")}?sitter=maria-jose-hernandez`);
    await fillDetails(page);
    await page.getByRole("button", { name: "Continuar" }).click();

    // Step 2 empty: SPEC's single message.
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(alertWith(page, "Por favor completa todos los campos.")).toBeVisible();
    await expect(page.getByLabel("Tu nombre")).toHaveAttribute("aria-invalid", "true");

    await fillContact(page);
    await page.getByLabel("Correo electrónico").fill("ana@");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("Correo electrónico inválido")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill("Ana.Gomez@Example.com");

    const request = page.waitForRequest((r) => r.url().endsWith("/api/reservations") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/reservations"));
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const payload = (await request).postDataJSON();
    expect(payload).toEqual({
      ownerName: "Ana Gómez",
      ownerEmail: "ana.gomez@example.com",
      ownerWhatsapp: "+50371234567",
      municipio: "Santa Tecla",
      company: "",
      sitterName: "María José Hernández",
      sitterId: 1,
      sourceUrl: `${baseURL}/preview/reservar?sitter=maria-jose-hernandez`,
      service: "BOARDING",
      petType: "DOG",
      petSize: "MEDIUM",
      startDate: dayFromToday(5),
      endDate: dayFromToday(7),
      notes: "Luna es tímida al principio.",
      // The WhatsApp box, left unticked.
      whatsappOptIn: false,
    });
    const answer = await response;
    expect(answer.status()).toBe(201);
    const reference = ((await answer.json()).id as string).slice(-6).toUpperCase();

    await expect(page.getByRole("button", { name: "Solicitud enviada" })).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "¡Solicitud enviada!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Atrás" })).toBeDisabled();

    await expect(page).toHaveURL(new RegExp(`${preview("/exito")}\\?sitter=maria-jose-hernandez&ref=${reference}&seguimiento=[A-Za-z0-9_-]{32}$`), { timeout: 10_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud enviada" })).toBeVisible();
    // What really happened: the team has the request (the sitter has not been told yet), with a reference.
    await expect(main(page)).not.toContainText("Ya le avisamos");
    await expect(main(page)).toContainText("Recibimos tu solicitud para María José Hernández.");
    await expect(main(page)).toContainText(`Tu referencia: ${reference}`);
    // This server has an SMTP server, so the link really went out by e-mail.
    await expect(main(page)).toContainText("Te enviamos este enlace por correo");
    const whatsapp = new URL((await page.getByRole("link", { name: /Escríbenos por WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.searchParams.get("text")).toBe(
      `¡Hola! Te escribo por mi solicitud de reserva ${reference} con María José Hernández en Huellitas.`,
    );
  });

  test("shows the server's error text", async ({ page }) => {
    await page.route("**/api/reservations", (route) =>
      route.fulfill({ status: 429, json: { ok: false, error: "Has enviado demasiadas solicitudes. Espera un minuto e intenta de nuevo." } }),
    );
    await reachContactStep(page);
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(alertWith(page, "Has enviado demasiadas solicitudes. Espera un minuto e intenta de nuevo.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar solicitud" })).toBeEnabled();
  });

  test("a server error pointing at a field of step 1 goes back to it", async ({ page }) => {
    await page.route("**/api/reservations", (route) =>
      route.fulfill({ status: 400, json: { ok: false, error: "La fecha de inicio no puede ser anterior a hoy.", field: "startDate" } }),
    );
    await reachContactStep(page);
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(stepTitle(page)).toHaveText("Paso 1 de 2: Detalles");
    await expect(page.getByText("La fecha de inicio no puede ser anterior a hoy.").first()).toBeVisible();
  });

  test("without a server text shows the generic message", async ({ page }) => {
    await page.route("**/api/reservations", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await reachContactStep(page);
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(alertWith(page, "Ocurrió un error. Intenta de nuevo.")).toBeVisible();
  });

  test("a network failure says so", async ({ page }) => {
    await page.route("**/api/reservations", (route) => route.abort("internetdisconnected"));
    await reachContactStep(page);
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(alertWith(page, "Error de conexión. Verifica tu internet e intenta de nuevo.")).toBeVisible();
  });

  test("the honeypot is hidden from people, keyboards and screen readers", async ({ page }) => {
    await reachContactStep(page);
    await expect(page.getByRole("textbox", { name: "Empresa" })).toHaveCount(0);
    const honeypot = page.locator('input[name="company"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).not.toBeInViewport();
  });
});
