import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { BRAND } from "@/lib/site/brand";
import { signInAsAdmin, uniqueEmail } from "./helpers";
import { alertWith, dayFromToday, fillContact, fillDetails, main, preview } from "./site-helpers";

// Every public form works before (or without) its JavaScript — a phone on a prepaid line may
// never get it. Plain POSTs to server actions: Spanish messages next to the fields, what was typed kept, the success
// state, and the record really stored.

test.use({ javaScriptEnabled: false });

const CONSENT = `Acepto ser contactado/a por el equipo de ${BRAND}.`;

/** The admin's list of one waitlist, searched by e-mail. */
async function waitlistEntries(request: APIRequestContext, list: "provider-leads" | "pet-owner-leads", email: string) {
  await signInAsAdmin(request);
  const answer = await request.get(`/api/admin/${list}?q=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()).items as { email: string; zone: string | null }[]).filter((item) => item.email === email);
}

async function openBooking(page: Page) {
  await page.goto(`${preview("/reservar")}?sitter=maria-jose-hernandez`);
  // One page: both parts and the send button, no step buttons (they need JavaScript).
  await expect(page.getByRole("heading", { level: 2, name: "Detalles" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Contacto" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continuar" })).toHaveCount(0);
}

test.describe("public forms without JavaScript", () => {
  test("booking: an empty send shows SPEC's messages; a complete one opens /exito with the stored request", async ({ page, request }) => {
    await openBooking(page);
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("Elige un servicio.")).toBeVisible();
    await expect(page.getByText("La fecha de inicio es requerida")).toBeVisible();
    await expect(page.getByText("La fecha de fin es requerida")).toBeVisible();
    await expect(alertWith(page, "Por favor completa todos los campos.")).toBeVisible();
    await expect(page.getByLabel("Tu nombre")).toHaveAttribute("aria-invalid", "true");

    // A wrong e-mail comes back with everything typed kept.
    await fillDetails(page);
    await fillContact(page);
    await page.getByLabel("Correo electrónico").fill("ana@");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("Correo electrónico inválido")).toBeVisible();
    await expect(page.getByLabel("Tu nombre")).toHaveValue("Ana Gómez");
    await expect(page.getByLabel("Fecha de fin")).toHaveValue(dayFromToday(7));
    await expect(page.getByRole("group", { name: "Servicio" }).getByLabel(/Hospedaje en casa/)).toBeChecked();

    await page.getByLabel("Correo electrónico").fill("Ana.Gomez@Example.com");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page).toHaveURL(/\/preview\/exito\?sitter=maria-jose-hernandez&ref=[A-Z0-9]{6}&seguimiento=[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud enviada" })).toBeVisible();
    const url = new URL(page.url());
    await expect(main(page)).toContainText(`Tu referencia: ${url.searchParams.get("ref")}`);
    // The request exists: its tracking link answers with it.
    const tracking = await request.get(`/api/bookings/${url.searchParams.get("seguimiento")}`);
    expect(tracking.status()).toBe(200);
    expect(JSON.stringify(await tracking.json())).toContain("María José Hernández");

    // Its tracking page shows everything; its buttons stay off, saying why, so nothing typed leaves as a GET query.
    await page.goto(preview(`/reserva/${url.searchParams.get("seguimiento")}`));
    await expect(page.getByRole("note").filter({ hasText: "tu navegador necesita JavaScript" })).toBeVisible();
    const petFile = page.getByRole("form", { name: "Ficha de tu mascota" });
    await expect(petFile.getByRole("button", { name: "Guardar ficha" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Cancelar solicitud" })).toBeDisabled();
    await petFile.getByLabel("Nombre", { exact: true }).fill("Luna");
    await petFile.getByLabel("Nombre", { exact: true }).press("Enter");
    expect(await page.waitForURL(/\?/, { timeout: 1_000 }).then(() => "sent", () => "kept")).toBe("kept");
  });

  test("booking: the WhatsApp box, ticked without JavaScript, is sent: the tracking page names the number, not yet on until it answers its confirmation", async ({ page }) => {
    await openBooking(page);
    const box = page.getByLabel("Quiero recibir avisos de Huellitas por WhatsApp sobre mi solicitud");
    await expect(box).not.toBeChecked();
    await fillDetails(page);
    await fillContact(page);
    // A number of its own: the consent is per number.
    const number = `7${String(Date.now()).slice(-7)}`;
    await page.getByLabel("WhatsApp", { exact: true }).fill(number);
    await box.check();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page).toHaveURL(/\/preview\/exito\?/);
    await page.goto(preview(`/reserva/${new URL(page.url()).searchParams.get("seguimiento")}`));
    // A typed number is not proven: notices to it are not on until the number itself answers its confirmation.
    await expect(page.getByRole("button", { name: `Recibir avisos por WhatsApp al +503 ${number.slice(0, 4)}-${number.slice(4)}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Dejar de recibir avisos por WhatsApp" })).toHaveCount(0);
  });

  test("booking: a bot that fills the hidden field gets the same page, and nothing is stored", async ({ page, request }) => {
    await openBooking(page);
    await fillDetails(page);
    await fillContact(page);
    await page.locator('input[name="company"]').fill("Bots S.A.", { force: true });
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page).toHaveURL(/\/preview\/exito\?sitter=maria-jose-hernandez&ref=[A-Z0-9]{6}&seguimiento=[A-Za-z0-9_-]{32}$/);
    const tracking = await request.get(`/api/bookings/${new URL(page.url()).searchParams.get("seguimiento")}`);
    expect(tracking.status()).toBe(404);
  });

  test("caregiver waitlist: both forms show; an empty send says SPEC's messages; a complete one thanks and is stored", async ({ page, request }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Solicitud de cuidador temprano" });
    await expect(form).toBeVisible();
    await expect(page.getByRole("form", { name: `Sé de los primeros en usar ${BRAND}` })).toBeVisible();
    await form.getByRole("button", { name: "Enviar solicitud" }).click();

    const sent = page.getByRole("form", { name: "Solicitud de cuidador temprano" });
    await expect(sent.getByLabel("Nombre completo")).toHaveAccessibleDescription("El nombre es obligatorio");
    await expect(sent.getByLabel("WhatsApp", { exact: true })).toHaveAccessibleDescription("El teléfono es obligatorio");
    await expect(sent.getByLabel("Correo electrónico")).toHaveAccessibleDescription("Correo electrónico inválido");
    await expect(sent.getByRole("checkbox", { name: CONSENT })).toHaveAccessibleDescription("Debes aceptar ser contactado");

    const email = uniqueEmail("sin-js-cuidador");
    await sent.getByLabel("Nombre completo").fill("Carlos Pérez");
    await sent.getByLabel("WhatsApp", { exact: true }).fill("7012 3456");
    await sent.getByLabel("Correo electrónico").fill(email);
    await sent.getByLabel("¿Por qué quieres ser cuidador? (opcional)").fill("Amo a los perros.");
    // Without JavaScript the zona list shows every zone, grouped by departamento.
    await sent.getByLabel("Zona (opcional)").selectOption("Escalón");
    await sent.getByRole("checkbox", { name: CONSENT }).check();
    await sent.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByRole("heading", { name: "Gracias por tu interés" })).toBeVisible();
    await expect(page.getByRole("form")).toHaveCount(0);
    expect(await waitlistEntries(request, "provider-leads", email)).toEqual([expect.objectContaining({ zone: "escalon" })]);
  });

  test("pet-owner waitlist: a wrong e-mail keeps what was typed; then the thanks card with the referral link", async ({ page, request }) => {
    await page.goto("/");
    const form = () => page.getByRole("form", { name: `Sé de los primeros en usar ${BRAND}` });
    await form().getByLabel("Nombre completo").fill("Lucía Romero");
    await form().getByLabel("WhatsApp", { exact: true }).fill("6123-4567");
    await form().getByLabel("Correo electrónico").fill("lucia@");
    await form().getByRole("radio", { name: "Gato" }).check();
    // A departamento of one zone and no zona: the server takes that zone.
    await form().getByLabel("Departamento (opcional)").selectOption("San Miguel");
    await form().getByRole("checkbox", { name: CONSENT }).check();
    await form().getByRole("button", { name: "Enviar registro" }).click();
    await expect(form().getByLabel("Correo electrónico")).toHaveAccessibleDescription("Correo electrónico inválido");
    await expect(form().getByLabel("Nombre completo")).toHaveValue("Lucía Romero");
    await expect(form().getByLabel("Departamento (opcional)")).toHaveValue("san-miguel");
    await expect(form().getByRole("radio", { name: "Gato" })).toBeChecked();
    await expect(form().getByRole("checkbox", { name: CONSENT })).toBeChecked();

    const email = uniqueEmail("sin-js-familia");
    await form().getByLabel("Correo electrónico").fill(email);
    await form().getByRole("button", { name: "Enviar registro" }).click();
    await expect(page.getByRole("heading", { name: "Gracias por tu interés" })).toBeVisible();
    await expect(page.getByLabel("Tu enlace personal")).toHaveValue(/\/\?ref=[A-Z0-9]+$/);
    expect(await waitlistEntries(request, "pet-owner-leads", email)).toEqual([expect.objectContaining({ zone: "san-miguel" })]);
  });

  test("sitter application: SPEC's messages, the consent asked last, then the sent state and the stored application", async ({ page, request }) => {
    await page.goto(preview("/unete"));
    const submit = page.getByRole("button", { name: "Enviar solicitud" });
    await submit.click();
    await expect(alertWith(page, "Por favor completa todos los campos obligatorios.")).toBeVisible();
    await expect(page.getByText("Selecciona al menos un servicio")).toBeVisible();

    const email = uniqueEmail("sin-js-postulante");
    await page.getByLabel("Nombre completo").fill("Sofía Ramírez");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("WhatsApp", { exact: true }).fill("7555-1234");
    await page.getByRole("group", { name: "¿Qué servicios quieres ofrecer?" }).getByLabel("Paseos").check();
    await submit.click();
    await expect(page.getByText("Consentimiento requerido")).toBeVisible();
    const consent = page.getByLabel(/Acepto que el equipo de Huellitas me contacte/);
    await expect(consent).toHaveAccessibleDescription(/acepta que el equipo de Huellitas te contacte/);
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Sofía Ramírez");
    await expect(page.getByRole("group", { name: "¿Qué servicios quieres ofrecer?" }).getByLabel("Paseos")).toBeChecked();

    await consent.check();
    await submit.click();
    await expect(page.getByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enviar otra solicitud" })).toBeVisible();
    expect(await waitlistEntries(request, "provider-leads", email)).toHaveLength(1);
  });

  test("a closed zone's search: its one-line sign-up posts (the person's data never in an address) and joins that zone's list", async ({ page, request }) => {
    await page.goto(preview("/busca?zona=chalatenango"));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Aún no llegamos a Chalatenango");
    const form = page.getByRole("form", { name: "Lista de espera de Chalatenango" });
    const email = uniqueEmail("zona-sin-js");
    await form.getByLabel("Nombre").fill("Rosa Sin Script");
    await form.getByLabel("WhatsApp", { exact: true }).fill("7123-4567");
    await form.getByLabel("Correo").fill(email);
    await form.getByLabel(CONSENT).check();
    await form.getByRole("button", { name: "Avísame" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Estás en la lista de Chalatenango" })).toBeVisible();
    expect(page.url()).not.toContain(encodeURIComponent(email).slice(0, 12));
    expect(page.url()).not.toContain("whatsapp");
    const [entry] = (await waitlistEntries(request, "pet-owner-leads", email)) as { email: string; zone?: string | null }[];
    expect(entry).toEqual(expect.objectContaining({ email, zone: "chalatenango" }));
  });
});
