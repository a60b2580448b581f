import { expect, test, type Locator, type Page } from "@playwright/test";
import { BRAND } from "@/lib/site/brand";
import { hold, mainThreadIdle, pageOverflow, recordPagesFetched } from "./helpers";

// The coming-soon page the gate shows at every public path (SPEC §2), with both waitlists.

const PROVIDER_BUTTON = "Únete como cuidador temprano";
const PET_OWNER_BUTTON = `Quiero usar ${BRAND} para mi mascota`;
const CONSENT = `Acepto ser contactado/a por el equipo de ${BRAND}.`;

const providerForm = (page: Page) => page.getByRole("form", { name: "Solicitud de cuidador temprano" });
const petOwnerForm = (page: Page) => page.getByRole("form", { name: `Sé de los primeros en usar ${BRAND}` });
const thanks = (page: Page) => page.getByRole("heading", { name: "Gracias por tu interés" });

/** The pixel events the page sent, read where lib/client/pixel.ts records every one. */
const pixelEvents = (page: Page) => page.evaluate(() => (window.__huellitasPixelEvents ?? []).map((event) => event.name));
/** The local referral users (SPEC §3) this browser keeps. */
const localUsers = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("users") ?? "[]"));

async function fillContact(form: Locator, person: { name: string; whatsapp: string; email: string }) {
  await form.getByLabel("Nombre completo").fill(person.name);
  await form.getByLabel("WhatsApp", { exact: true }).fill(person.whatsapp);
  await form.getByLabel("Correo electrónico").fill(person.email);
  await form.getByRole("checkbox", { name: CONSENT }).check();
}

const MOTIVATION = "¿Por qué quieres ser cuidador? (opcional)";

/** Opens the provider form and fills it in; answers the form. */
async function fillProviderForm(page: Page, email: string, motivation: string): Promise<Locator> {
  await page.getByRole("button", { name: PROVIDER_BUTTON }).click();
  const form = providerForm(page);
  await fillContact(form, { name: "Carlos Pérez", whatsapp: "7012 3456", email });
  await form.getByLabel(MOTIVATION).fill(motivation);
  return form;
}

/** Opens the pet-owner form, fills it and sends it; answers the referral code the server issued. */
async function joinAsPetOwner(page: Page, email: string): Promise<string> {
  await page.getByRole("button", { name: PET_OWNER_BUTTON }).click();
  const form = petOwnerForm(page);
  await fillContact(form, { name: "Lucía Romero", whatsapp: "6123-4567", email });
  await form.getByRole("radio", { name: "Gato" }).check();
  const response = page.waitForResponse((r) => r.url().endsWith("/api/pet-owner-leads") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Enviar registro" }).click();
  expect((await response).status()).toBe(201);
  return (await (await response).json()).referralCode;
}

test.describe("coming-soon page", () => {
  test("shows the headline, login link, both buttons, the pet-owner blurb, social links and copyright", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${BRAND} llega muy pronto a El Salvador`);
    await expect(page.getByText("Únete como cuidador temprano y forma parte")).toBeVisible();
    await expect(page.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/portal");
    await expect(page.getByRole("button", { name: PROVIDER_BUTTON })).toBeVisible();
    await expect(page.getByRole("button", { name: PET_OWNER_BUTTON })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Porque tu mascota es familia" })).toBeVisible();
    const social = page.getByRole("navigation", { name: "Redes sociales" });
    for (const name of ["Instagram", "LinkedIn", "Facebook"]) {
      await expect(social.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(page.getByText(`© ${new Date().getFullYear()} ${BRAND}`)).toBeVisible();
    // No view is open before a button is pressed.
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(thanks(page)).toHaveCount(0);
  });

  test("fetches no other page while it loads, and 'Iniciar sesión' still opens the portal's sign-in", async ({ page }) => {
    const pagesFetched = recordPagesFetched(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: PROVIDER_BUTTON })).toBeVisible();
    await mainThreadIdle(page);
    // A link's prefetch starts once it is on screen and the main thread is idle: by the time the network is quiet
    // (no request for half a second), any would have been asked for.
    await page.waitForLoadState("networkidle");
    expect(pagesFetched).toEqual([]);

    await page.getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("shows one view at a time; each button opens its form only once and moves focus to it", async ({ page }) => {
    await page.goto("/");
    const providerButton = page.getByRole("button", { name: PROVIDER_BUTTON });
    const petOwnerButton = page.getByRole("button", { name: PET_OWNER_BUTTON });

    await providerButton.click();
    await expect(providerForm(page)).toBeVisible();
    await expect(petOwnerForm(page)).toBeHidden();
    await expect(providerButton).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Solicitud de cuidador temprano" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Solicitud de cuidador temprano" })).toBeInViewport();
    expect(await pixelEvents(page)).toEqual(["InitiateCheckout"]);

    // Typing, then pressing the same button again: the form stays as it is and opens no second time.
    await providerForm(page).getByLabel("Nombre completo").fill("Carlos");
    await providerButton.click();
    await expect(providerForm(page).getByLabel("Nombre completo")).toHaveValue("Carlos");
    expect(await pixelEvents(page)).toEqual(["InitiateCheckout"]);

    await petOwnerButton.click();
    await expect(petOwnerForm(page)).toBeVisible();
    await expect(providerForm(page)).toBeHidden();
    await expect(providerButton).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: `Sé de los primeros en usar ${BRAND}` })).toBeFocused();

    // Back to the provider form: what was typed is still there; it opened again, so a second event.
    await providerButton.click();
    await expect(providerForm(page)).toBeVisible();
    await expect(petOwnerForm(page)).toBeHidden();
    await expect(providerForm(page).getByLabel("Nombre completo")).toHaveValue("Carlos");
    expect(await pixelEvents(page)).toEqual(["InitiateCheckout", "InitiateCheckout"]);

    // A success card hides when a form is opened again.
    await joinAsPetOwner(page, "una-vista@example.com");
    await expect(thanks(page)).toBeVisible();
    await expect(providerForm(page)).toBeHidden();
    await expect(petOwnerForm(page)).toBeHidden();
    await providerButton.click();
    await expect(providerForm(page)).toBeVisible();
    await expect(thanks(page)).toHaveCount(0);
  });

  test("the provider form shows SPEC's messages, announced on each field, and sends nothing", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => request.url().includes("/api/") && sent.push(request.url()));
    await page.goto("/");
    await page.getByRole("button", { name: PROVIDER_BUTTON }).click();
    const form = providerForm(page);
    await expect(form.getByLabel("Correo electrónico")).toHaveAttribute("type", "email");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();

    await expect(form.getByLabel("Nombre completo")).toHaveAccessibleDescription("El nombre es obligatorio");
    await expect(form.getByLabel("Nombre completo")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Nombre completo")).toBeFocused();
    await expect(form.getByLabel("WhatsApp", { exact: true })).toHaveAccessibleDescription("El teléfono es obligatorio");
    await expect(form.getByLabel("Correo electrónico")).toHaveAccessibleDescription("Correo electrónico inválido");
    await expect(form.getByRole("checkbox", { name: CONSENT })).toHaveAccessibleDescription("Debes aceptar ser contactado");

    await form.getByLabel("Nombre completo").fill("Carlos Pérez");
    await form.getByLabel("Correo electrónico").fill("carlos@");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form.getByText("El nombre es obligatorio")).toHaveCount(0);
    await expect(form.getByText("Correo electrónico inválido")).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("the pet-owner form shows SPEC's messages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: PET_OWNER_BUTTON }).click();
    const form = petOwnerForm(page);
    await expect(form.getByLabel("Correo electrónico")).toHaveAttribute("type", "email");
    await form.getByLabel("WhatsApp", { exact: true }).fill("123");
    await form.getByRole("button", { name: "Enviar registro" }).click();
    for (const message of ["El nombre es obligatorio", "Correo electrónico inválido", "Debes aceptar ser contactado"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("WhatsApp", { exact: true })).toHaveAccessibleDescription(/WhatsApp válido/);
  });

  test("a caregiver joins the waitlist: 'Enviando...', the success card and a Lead event", async ({ page }) => {
    await page.goto("/");
    const form = await fillProviderForm(page, "carlos@example.com", "Trabajo desde casa y amo a los perros.");

    // Hold the answer until the pending state has been seen.
    const answer = hold();
    await page.route("**/api/provider-leads", async (route) => {
      await answer.released;
      await route.continue();
    });
    // The WhatsApp box: unticked until the person ticks it.
    const optIn = form.getByLabel("Quiero recibir avisos de Huellitas por WhatsApp sobre la apertura en mi zona");
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    const request = page.waitForRequest("**/api/provider-leads");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form.getByRole("button", { name: "Enviando..." })).toBeDisabled();
    answer.release();
    expect((await request).postDataJSON()).toEqual({
      name: "Carlos Pérez",
      whatsapp: "+50370123456",
      email: "carlos@example.com",
      motivation: "Trabajo desde casa y amo a los perros.",
      consent: true,
      company: "",
      whatsappOptIn: true,
      zone: "",
    });

    await expect(thanks(page)).toBeVisible();
    await expect(thanks(page)).toBeFocused();
    await expect(page.getByText("Nuestro equipo se pondrá en contacto contigo pronto.")).toBeVisible();
    await expect(providerForm(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Copiar enlace" })).toHaveCount(0);
    expect(await pixelEvents(page)).toEqual(["InitiateCheckout", "Lead"]);
    expect(await localUsers(page)).toEqual([
      expect.objectContaining({
        type: "provider",
        email: "carlos@example.com",
        motivation: "Trabajo desde casa y amo a los perros.",
        consent: true,
        referralCode: expect.stringMatching(/^[A-Z0-9]{6}$/),
        referredBy: null,
      }),
    ]);

    // Opening the form again starts from an empty form.
    await page.getByRole("button", { name: PROVIDER_BUTTON }).click();
    await expect(providerForm(page).getByLabel("Nombre completo")).toHaveValue("");
  });

  test("a pet owner joins: the referral link carries the server's code, and CompleteRegistration is sent", async ({ page }) => {
    await page.goto("/");
    const request = page.waitForRequest("**/api/pet-owner-leads");
    const code = await joinAsPetOwner(page, "lucia@example.com");
    const payload = (await request).postDataJSON();
    expect(payload).toMatchObject({ name: "Lucía Romero", petType: "CAT", consent: true, company: "", referredBy: null, whatsappOptIn: false });
    expect(payload.referralCode).toMatch(/^[A-Z0-9]{6}$/);

    await expect(thanks(page)).toBeVisible();
    await expect(petOwnerForm(page)).toBeHidden();
    const origin = new URL(page.url()).origin;
    await expect(page.getByLabel("Tu enlace personal")).toHaveValue(`${origin}/?ref=${code}`);
    await expect(page.getByText("paseos gratis, descuentos o acceso anticipado")).toBeVisible();
    expect(await pixelEvents(page)).toEqual(["CompleteRegistration"]);
    expect(await localUsers(page)).toEqual([
      expect.objectContaining({ type: "pet_owner", email: "lucia@example.com", petType: "CAT", referralCode: code, referredBy: null }),
    ]);
  });

  test("both forms send the zone: the departamento narrows the zona list, and one of a single zone picks it", async ({ page }) => {
    await page.goto("/");
    const provider = await fillProviderForm(page, "zona-cuidador@example.com", "");
    await provider.getByLabel("Departamento (opcional)").selectOption("Santa Ana");
    await expect(provider.getByLabel("Zona (opcional)")).toHaveValue("santa-ana");
    const providerSent = page.waitForRequest("**/api/provider-leads");
    await provider.getByRole("button", { name: "Enviar solicitud" }).click();
    expect((await providerSent).postDataJSON()).toMatchObject({ email: "zona-cuidador@example.com", zone: "santa-ana" });
    expect((await (await providerSent).response())?.status()).toBe(201);

    await page.getByRole("button", { name: PET_OWNER_BUTTON }).click();
    const family = petOwnerForm(page);
    await fillContact(family, { name: "Lucía Romero", whatsapp: "6123-4567", email: "zona-familia@example.com" });
    await family.getByLabel("Departamento (opcional)").selectOption("La Libertad");
    const zona = family.getByLabel("Zona (opcional)");
    await expect(zona.getByRole("option")).toHaveText(["Elige tu zona", "Antiguo Cuscatlán", "Nuevo Cuscatlán", "Santa Tecla", "Resto del departamento de La Libertad"]);
    await zona.selectOption("Santa Tecla");
    const familySent = page.waitForRequest("**/api/pet-owner-leads");
    await family.getByRole("button", { name: "Enviar registro" }).click();
    expect((await familySent).postDataJSON()).toMatchObject({ email: "zona-familia@example.com", zone: "santa-tecla" });
    expect((await (await familySent).response())?.status()).toBe(201);
  });

  test("on a phone the code shows on its own, the whole link is visible, and it can be shared by WhatsApp", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const code = await joinAsPetOwner(page, "telefono@example.com");
    const link = `${new URL(page.url()).origin}/?ref=${code}`;
    await expect(page.getByText(`Tu código: ${code}`)).toBeVisible();
    const box = page.getByLabel("Tu enlace personal");
    await expect(box).toHaveValue(link);
    // Nothing of the link is cut or hidden behind a scroll.
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    const share = page.getByRole("link", { name: "Compartir por WhatsApp" });
    await expect(share).toBeVisible();
    const href = new URL((await share.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toContain(link);
    expect(await pageOverflow(page)).toBe(0);
  });

  test("'Copiar enlace' copies the link and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    const code = await joinAsPetOwner(page, "copia@example.com");
    await page.getByRole("button", { name: "Copiar enlace" }).click();
    await expect(page.getByText("¡Enlace copiado!")).toBeVisible();
    await expect(page.getByText("Ahora puedes compartirlo con tus amigos")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/?ref=${code}`);
  });

  test("a failed submit shows 'Error al enviar' and keeps everything typed", async ({ page }) => {
    await page.goto("/");
    const form = await fillProviderForm(page, "falla@example.com", "Me encantan los gatos.");

    await page.route("**/api/provider-leads", (route) =>
      route.fulfill({ status: 503, json: { ok: false, error: "El servicio no está disponible en este momento." } }),
    );
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("Error al enviar")).toBeVisible();
    await expect(page.getByText("Hubo un problema al procesar tu solicitud. Por favor, intenta de nuevo.")).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Carlos Pérez");
    await expect(form.getByLabel("WhatsApp", { exact: true })).toHaveValue("7012 3456");
    await expect(form.getByLabel("Correo electrónico")).toHaveValue("falla@example.com");
    await expect(form.getByLabel(MOTIVATION)).toHaveValue("Me encantan los gatos.");
    await expect(form.getByRole("checkbox", { name: CONSENT })).toBeChecked();
    await expect(form.getByRole("button", { name: "Enviar solicitud" })).toBeEnabled();
    expect(await pixelEvents(page)).toEqual(["InitiateCheckout"]);
    expect(await localUsers(page)).toEqual([]);

    // The same form, sent again once the server is back, goes through.
    await page.unroute("**/api/provider-leads");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(thanks(page)).toBeVisible();
    expect(await pixelEvents(page)).toEqual(["InitiateCheckout", "Lead"]);
  });

  test("a pet-owner submit that cannot reach the server, or that the server refuses, keeps the form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: PET_OWNER_BUTTON }).click();
    const form = petOwnerForm(page);
    await fillContact(form, { name: "Lucía Romero", whatsapp: "6123-4567", email: "sin-red@example.com" });

    await page.route("**/api/pet-owner-leads", (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "Enviar registro" }).click();
    await expect(page.getByText("Error al enviar")).toBeVisible();
    await expect(form.getByLabel("Correo electrónico")).toHaveValue("sin-red@example.com");

    // A refusal naming a field also marks that field with the server's message.
    await page.unroute("**/api/pet-owner-leads");
    await page.route("**/api/pet-owner-leads", (route) =>
      route.fulfill({ status: 400, json: { ok: false, error: "Este número no parece de WhatsApp.", field: "whatsapp" } }),
    );
    await form.getByRole("button", { name: "Enviar registro" }).click();
    await expect(form.getByLabel("WhatsApp", { exact: true })).toHaveAccessibleDescription("Este número no parece de WhatsApp.");
    await expect(form.getByLabel("WhatsApp", { exact: true })).toHaveValue("6123-4567");
    expect(await pixelEvents(page)).toEqual([]);
  });

  test("referral round trip: a friend arriving with ?ref=CODE signs up with referredBy=CODE", async ({ page, browser }) => {
    await page.goto("/");
    const code = await joinAsPetOwner(page, "madrina@example.com");

    // The friend follows the link, here at another gated path: the gate shows the page there too.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(`/busca?ref=${code.toLowerCase()}`);
    const request = friend.waitForRequest("**/api/pet-owner-leads");
    const friendCode = await joinAsPetOwner(friend, "ahijada@example.com");
    expect((await request).postDataJSON().referredBy).toBe(code);
    expect(friendCode).not.toBe(code);
    expect(await localUsers(friend)).toEqual([expect.objectContaining({ email: "ahijada@example.com", referredBy: code })]);
    // The friend's own link is the site root, whatever path they arrived at.
    await expect(friend.getByLabel("Tu enlace personal")).toHaveValue(`${new URL(friend.url()).origin}/?ref=${friendCode}`);
    await friendContext.close();
  });

  test("without a pixel id nothing is requested from another host and no pixel is loaded", async ({ page }) => {
    const foreign: string[] = [];
    const ownHost = new URL(test.info().project.use.baseURL!).host;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.host !== ownHost) foreign.push(request.url());
    });
    await page.goto("/");
    const form = await fillProviderForm(page, "sin-pixel@example.com", "");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(thanks(page)).toBeVisible();
    await page.waitForLoadState("networkidle");

    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => typeof window.fbq)).toBe("undefined");
    await expect(page.locator('script[src*="facebook"]')).toHaveCount(0);
    // The events are still recorded by the helper.
    expect(await pixelEvents(page)).toEqual(["InitiateCheckout", "Lead"]);
  });

  test("fits a 320 px wide phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await joinAsPetOwner(page, "telefono@example.com");
    await expect(page.getByRole("button", { name: "Copiar enlace" })).toBeVisible();
    expect(await fits()).toBe(true);
  });

  test("/coming-soon shows the same page inside the public layout", async ({ page }) => {
    await page.goto("/coming-soon");
    await expect(page.locator("[data-layout=public]")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${BRAND} llega muy pronto a El Salvador`);
    await expect(page.getByRole("main")).toHaveCount(1);
    await page.getByRole("button", { name: PET_OWNER_BUTTON }).click();
    await expect(petOwnerForm(page)).toBeVisible();
  });
});
