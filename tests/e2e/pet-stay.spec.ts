import { expect, test, type Browser } from "@playwright/test";
import sharp from "sharp";
import { phonePhoto } from "../../scripts/phone-photo.mjs";
import { accessibilityProblems, cancelBooking, createPublishedSitter, pageOverflow, toast, unpublishSitter, VERIFIED_PASSWORD, waiveMeet } from "./helpers";
import { dayFromToday, main } from "./site-helpers";

// The stay itself, on a 390 px phone: the owner fills the pet's file from the tracking link; the sitter cannot
// read it before confirming and can after, on a printable emergency sheet; the sitter sends a check-in with a
// photo from the portal and the owner follows it on the tracking page.

const PHONE = { width: 390, height: 844 };

async function signedInSitter(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: PHONE });
  expect((await context.request.post("/api/auth/login", { data: { email, password: VERIFIED_PASSWORD } })).status()).toBe(200);
  return context;
}

test("the owner fills the pet's file; the sitter reads it only once confirmed, on a printable emergency sheet", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const sitter = await createPublishedSitter(request, `Gabriela Alejandra Rivas ${Date.now()}`);
  let bookingId: string | undefined;
  const sitterContext = await signedInSitter(browser, sitter.caregiver.email);
  try {
    const booked = await request.post("/api/reservations", {
      data: { ownerName: "Ana Gómez Rivas", ownerEmail: "ana.ficha@example.com", ownerWhatsapp: "7123-4567", municipio: "Santa Tecla", sitterId: sitter.id, sitterName: "", service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: dayFromToday(0), endDate: dayFromToday(2) },
    });
    expect(booked.status()).toBe(201);
    const { id, trackingUrl } = await booked.json();
    bookingId = id;

    // The owner, on a phone, fills the file.
    await page.setViewportSize(PHONE);
    await page.goto(trackingUrl);
    const file = page.getByRole("form", { name: "Ficha de tu mascota" });
    await file.getByLabel("Nombre", { exact: true }).fill("Luna");
    await file.getByLabel("Raza (opcional)").fill("Mestiza");
    await file.getByLabel("Alergias (opcional)").fill("Pollo");
    await file.getByRole("button", { name: "Agregar medicina" }).click();
    await file.getByLabel("Medicina 1").fill("Apoquel");
    await file.getByLabel("Dosis", { exact: true }).fill("media pastilla");
    await file.getByLabel("Horas (HH:MM, separadas por coma)").fill("08:00, 20:00");
    await file.getByLabel("Clínica", { exact: true }).fill("Clínica Veterinaria San Benito");
    await file.getByLabel("Teléfono de la clínica").fill("2222-3333");
    await file.getByLabel("Contacto 1: nombre").fill("Jorge Gómez");
    await file.getByLabel("Teléfono", { exact: true }).fill("7000-1111");
    await file.getByLabel(/¿Hasta cuánto puede gastar/).fill("150");
    // A spend cap needs the owner's name typed as consent: said on that field, focused, and nothing is saved.
    const consent = file.getByLabel(/Escribe tu nombre completo/);
    await consent.fill(" ");
    await file.getByRole("button", { name: "Guardar ficha" }).click();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toHaveAccessibleDescription(/Para autorizar gastos veterinarios, escribe tu nombre completo\./);
    await consent.fill("Ana Gómez Rivas");
    // A weight that is no number is refused on its field (it was sent as null, erasing the weight); "12,5 kg" is 12.5.
    const weight = file.getByLabel("Peso en kg (opcional)");
    await weight.fill("doce");
    await file.getByRole("button", { name: "Guardar ficha" }).click();
    await expect(weight).toBeFocused();
    await expect(weight).toHaveAccessibleDescription("Escribe el peso en kilos, entre 0.1 y 120.");
    await file.getByLabel("Peso en kg (opcional)").fill("12,5 kg");
    expect(await accessibilityProblems(page)).toBe("");
    await file.getByRole("button", { name: "Guardar ficha" }).click();
    const saved = page.getByRole("region", { name: "Ficha de tu mascota" });
    await expect(saved.getByText("Apoquel")).toBeVisible();
    await expect(saved).toContainText("12.5 kg");
    await expect(saved).toContainText("Autorizo gastos veterinarios hasta $150. — Ana Gómez Rivas");
    await saved.getByLabel(/Foto de tu mascota/).setInputFiles({ name: "luna.jpg", mimeType: "image/jpeg", buffer: await phonePhoto({ width: 1600, height: 1200 }) });
    await saved.getByRole("button", { name: "Subir foto" }).click();
    await expect(saved.getByRole("img", { name: "Foto de Luna" })).toBeVisible();
    expect(await pageOverflow(page)).toBe(0);

    // Before confirmation the sitter sees nothing of it.
    const sitterPage = await sitterContext.newPage();
    expect((await sitterContext.request.get(`/api/portal/bookings/${id}/pet`)).status()).toBe(404);
    const early = await sitterPage.goto(`/portal/reservas/${id}/emergencia`);
    expect(early?.status()).toBe(404);

    // The sitter confirms from the portal (the owner already knows them); now the sheet has everything, tap-to-call included.
    await waiveMeet(request, trackingUrl);
    await sitterPage.goto("/portal");
    const reference = (id as string).slice(-6).toUpperCase();
    await sitterPage.getByRole("button", { name: `Aceptar la solicitud ${reference}` }).click();
    await sitterPage.getByRole("link", { name: `Ficha y hoja de emergencia de la reserva ${reference}` }).click();
    await expect(sitterPage.getByRole("heading", { level: 1 })).toHaveText("Hoja de emergencia: Luna");
    const sheet = main(sitterPage);
    await expect(sheet).toContainText("Apoquel: media pastilla a las 08:00, 20:00");
    await expect(sheet.getByRole("link", { name: "+503 2222-3333" })).toHaveAttribute("href", "tel:+50322223333");
    await expect(sheet).toContainText("Autorizo gastos veterinarios hasta $150. — Ana Gómez Rivas");
    await expect(sheet).toContainText("Vacunas sin verificar todavía");
    const petPhoto = sheet.getByRole("img", { name: "Foto de Luna" });
    await expect.poll(() => petPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await pageOverflow(sitterPage)).toBe(0);
    expect(await accessibilityProblems(sitterPage)).toBe("");
    const response = await sitterContext.request.get(`/portal/reservas/${id}/emergencia`);
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(response.headers()["x-robots-tag"] ?? (await response.text())).toMatch(/noindex/);
    // Printed: the buttons stay off the paper.
    await sitterPage.emulateMedia({ media: "print" });
    await expect(sitterPage.getByRole("button", { name: "Imprimir" })).toBeHidden();
    await sitterPage.emulateMedia({ media: "screen" });

    // "Reservas en curso" → "Enviar parte": a check-in with a phone photo and the medicine ticked.
    await sitterPage.goto("/portal");
    const stays = sitterPage.getByRole("region", { name: `Luna · Hospedaje en casa · ${reference}` });
    await stays.getByRole("button", { name: `Enviar parte de la reserva ${reference}` }).click();
    const report = sitterPage.getByRole("form", { name: `Parte de la reserva ${reference}` });
    await expect(report.getByLabel("Llegada")).toBeChecked();
    // Nothing is ticked before the sitter says so; each medicine shows its hours.
    await expect(report.getByLabel("Le di Apoquel", { exact: true })).not.toBeChecked();
    await expect(report.getByRole("group", { name: "Apoquel · 08:00, 20:00" })).toBeVisible();
    await report.getByLabel("Le di Apoquel", { exact: true }).check();
    await report.getByLabel("Comió").check();
    await report.getByLabel("Nota").fill("Luna llegó feliz y ya exploró el patio.");
    // A second photo: a PNG with a transparent background, shrunk in the browser (it must not turn black).
    const clearPng = await sharp({ create: { width: 2000, height: 1500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 400, height: 400, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }, top: 550, left: 800 }])
      .png()
      .toBuffer();
    await report.getByLabel(/Fotos/).setInputFiles([
      { name: "luna.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
      { name: "luna-recorte.png", mimeType: "image/png", buffer: clearPng },
    ]);
    expect(await accessibilityProblems(sitterPage)).toBe("");
    await report.getByRole("button", { name: "Enviar parte" }).click();
    await expect(toast(sitterPage, "Parte enviado")).toBeVisible();
    await expect(stays).toContainText("1 parte enviado");

    // The owner's page shows it as a timeline, photo included, on the phone.
    await page.reload();
    const timeline = page.getByRole("list", { name: "Partes de la estadía" });
    await expect(timeline).toContainText("Llegada");
    await expect(timeline).toContainText("Luna llegó feliz y ya exploró el patio.");
    await expect(timeline).toContainText("Comió");
    await expect(timeline).toContainText("Apoquel: se la dio");
    const photo = timeline.getByRole("img", { name: "Foto 1 del parte" });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const photoUrl = await photo.getAttribute("src");
    const served = await page.request.get(photoUrl!);
    expect(served.headers()["cache-control"]).toBe("private, no-store");
    expect((await served.body()).byteLength).toBeLessThan(150_000);
    const cutOut = await page.request.get((await timeline.getByRole("img", { name: "Foto 2 del parte" }).getAttribute("src"))!);
    const { data } = await sharp(await cutOut.body()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 240)).toBe(true); // the corner is white, not black
    expect(await pageOverflow(page)).toBe(0);
    expect(await accessibilityProblems(page)).toBe("");

    // "Incluir mi ubicación" works under the portal's own policy when the phone allows it; when it does
    // not, the sitter is told and the report goes without it ("sin ubicación" for the team).
    const sendWithLocation = async (note: string) => {
      await stays.getByRole("button", { name: `Enviar parte de la reserva ${reference}` }).click();
      await report.getByLabel("Nota").fill(note);
      await report.getByLabel("Incluir mi ubicación (solo la ve el equipo)").check();
      await report.getByRole("button", { name: "Enviar parte" }).click();
    };
    const newestLocation = async () => (await (await request.get(`/api/admin/bookings/${id}/reports`)).json()).reports[0].location;
    await sitterContext.grantPermissions(["geolocation"]);
    await sitterContext.setGeolocation({ latitude: 13.6929, longitude: -89.2182, accuracy: 20 });
    await sendWithLocation("Paseo por la colonia.");
    await expect(toast(sitterPage, "Parte enviado")).toBeVisible();
    await expect.poll(newestLocation).toEqual({ latitude: 13.6929, longitude: -89.2182, accuracyMeters: 20 });
    // Refused, as when the sitter taps "Bloquear"; the page is loaded again, or Chromium answers with the position it
    // kept from the report above (maximumAge) without asking.
    await sitterContext.clearPermissions();
    await sitterPage.reload();
    await sendWithLocation("Cena y a dormir.");
    await expect(sitterPage.getByText("Tu teléfono no compartió la ubicación: el parte se envió sin ubicación.", { exact: false })).toBeVisible();
    await expect.poll(newestLocation).toBeNull();
  } finally {
    await sitterContext.close();
    await cancelBooking(request, bookingId);
    await unpublishSitter(request, sitter.id);
  }
});
