import { expect, test, type Page } from "@playwright/test";
import { phonePhoto } from "../../scripts/phone-photo.mjs";
import { cancelBooking, createPublishedSitter, pdf, signInAsAdmin, unpublishSitter, uniqueEmail, VERIFIED_PASSWORD } from "./helpers";
import { TEST_CLOCK_HEADER } from "../../lib/dates/clock";
import { todayEndsAt } from "../helpers/later-today";
import { dayFromToday } from "./site-helpers";

// "the owner's page fits a phone": no sideways scroll at 320 and 360 px on the tracking page with the
// pet's file saved, its photo and vaccination forms, the meet & greet, the Plan B, the stay's reports and the one-tap
// move to the Plan B once the sitter cancelled, a problem reported, nor on the sitter's report form; no phone number
// broken over two lines.
// Everything is typed long on purpose: a URL (no place to break), a long hyphenated word, long names.

const WIDTHS = [320, 360] as const;
const LONG_URL = "https://www.instagram.com/luna.la.perrita.mas.consentida.de.santa.tecla/reels/C9x8Yz7AbCdEfGhIjKlMnOp";
const LONG_WORD = "Supercalifragilisticoespialidoso-antipulgas-antigarrapatas";
const LONG_FILE = "tarjeta-de-vacunacion-de-luna-clinica-veterinaria-san-benito-2026.pdf";

/** The page at each phone width fits its window: nothing scrolls sideways (what is wider, when something is). */
async function fitsPhones(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const measured = await page.evaluate(() => {
      const window_ = window.innerWidth;
      // Where the overflow starts: an element past the window's edge whose parent is not.
      const past = (element: Element | null) => !!element && element.getBoundingClientRect().right > window_ + 0.5;
      const wide = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => past(element) && !past(element.parentElement) && element.getClientRects().length > 0)
        .slice(0, 5);
      // …and the widest things inside it that hold no wider child: what pushes it.
      const leaves = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => element.getBoundingClientRect().width > window_ && ![...element.children].some((child) => child.getBoundingClientRect().width > window_))
        .slice(0, 3);
      const shown = [...wide, ...leaves]
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.slice(0, 40)}`.slice(0, 200));
      // A phone number reads whole: never broken over two lines (tel: and wa.me links).
      const brokenNumbers = [...document.querySelectorAll<HTMLElement>('a[href^="tel:"], a[href^="https://wa.me/"]')]
        .filter((link) => /\d{4}-\d{4}/.test(link.textContent ?? "") && link.getClientRects().length > 1)
        .map((link) => link.textContent);
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window_, wide: shown, brokenNumbers };
    });
    expect(measured.scrollWidth, `${where} at ${width} px: ${measured.wide.join(" | ")}`).toBeLessThanOrEqual(measured.innerWidth);
    expect(measured.brokenNumbers, `${where} at ${width} px: phone numbers broken over two lines`).toEqual([]);
  }
}

test("the tracking page and the sitter's report form fit 320 and 360 px phones", async ({ page, request, browser }) => {
  test.setTimeout(360_000);
  // The stay starts tomorrow, its meet & greet at noon of that first day (El Salvador time), whatever the hour the test
  // runs at; the reports need the stay under way, so from the report on the server's clock reads tomorrow at 9:00
  // for these requests (the test clock, lib/dates/clock.ts) instead of the test waiting for that day.
  const tomorrowAt = (hours: number) => new Date(todayEndsAt().getTime() + hours * 3_600_000);
  const onTheFirstDay = () => ({ [TEST_CLOCK_HEADER]: String(tomorrowAt(9).getTime() - Date.now()) });
  const stamp = Date.now();
  const sitter = await createPublishedSitter(request, `Gabriela Alejandra Rivas Menjívar de Hernández ${stamp}`);
  const backup = await createPublishedSitter(request, `Tomás Ernesto Aguilar Castellanos ${stamp}`);
  let bookingId: string | undefined;
  const sitterContext = await browser.newContext();
  try {
    const booked = await request.post("/api/reservations", {
      data: {
        ownerName: "Ana Gómez Rivas", ownerEmail: uniqueEmail("duena-telefono"), ownerWhatsapp: "7123-4567", municipio: "Antiguo Cuscatlán", sitterId: sitter.id, sitterName: "",
        service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: dayFromToday(1), endDate: dayFromToday(3), notes: `Mira sus videos: ${LONG_URL}`,
      },
    });
    expect(booked.status()).toBe(201);
    const { id, trackingUrl } = await booked.json();
    bookingId = id;
    const token = (trackingUrl as string).split("/").pop();

    // The pet's file, saved with long words, its photo and a vaccination card with a long file name.
    const saved = await request.put(`/api/bookings/${token}/pet`, {
      data: {
        name: "Luna", species: "DOG", breed: "Mestiza", birthYear: 2020, weightKg: 12.5,
        food: `Croquetas ${LONG_WORD}, media taza`, feeding: "8:00 y 18:00", allergies: LONG_WORD, behaviour: `Le da miedo la lluvia. ${LONG_URL}`,
        medications: [{ name: "Apoquel-oclacitinib-16mg-tabletas-masticables", dose: "media pastilla", times: ["08:00", "20:00"], notes: LONG_URL }],
        vet: { clinic: "Clínica Veterinaria San Benito Especialidades", phone: "2222-3333", address: `Calle La Reforma, ${LONG_URL}` },
        emergencyContacts: [{ name: "Jorge Alberto Gómez Rivas de la Cruz", phone: "7000-1111", relation: "Hermano" }],
        vetSpendCapUSD: 150, consentName: "Ana Gómez Rivas",
      },
    });
    expect(saved.status()).toBe(200);
    expect((await request.post(`/api/bookings/${token}/pet/photo`, { multipart: { file: { name: "luna.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() } } })).status()).toBe(201);
    expect(
      (await request.post(`/api/bookings/${token}/pet/vaccines`, { multipart: { expiresOn: dayFromToday(200), file: { name: LONG_FILE, mimeType: "application/pdf", buffer: pdf(3000) } } })).status(),
    ).toBe(201);

    // The team proposes the meet & greet, with a long note, at noon of the stay's first day.
    await signInAsAdmin(request);
    const at = tomorrowAt(12);
    expect((await request.post(`/api/admin/bookings/${id}/meet`, { data: { at: at.toISOString(), place: "PUBLIC_PLACE", note: `Nos vemos en el parque. ${LONG_URL}` } })).status()).toBe(201);

    await page.goto(trackingUrl);
    await expect(page.getByRole("region", { name: "Encuentro de bienvenida" })).toContainText("Nos vemos en el parque.");
    const file = page.getByRole("region", { name: "Ficha de tu mascota" });
    await expect(file).toContainText(LONG_FILE);
    // The file fields, with a long name chosen: Spanish, and the name shown whole.
    await expect(file.getByText("Elegir archivo")).toHaveCount(2);
    await file.getByLabel("Cambiar la foto de tu mascota").setInputFiles({ name: `foto-de-luna-en-el-parque-${LONG_WORD}.jpg`, mimeType: "image/jpeg", buffer: await phonePhoto() });
    await expect(file.getByText(`foto-de-luna-en-el-parque-${LONG_WORD}.jpg`)).toBeVisible();
    await fitsPhones(page, "tracking page, request with the meet & greet and the pet's file");

    // The pet's file being edited fits too.
    await file.getByRole("button", { name: "Editar ficha" }).click();
    await expect(page.getByRole("form", { name: "Ficha de tu mascota" })).toBeVisible();
    await fitsPhones(page, "tracking page, the pet's file form");

    // The sitter's requests in the portal, the meet & greet proposed with its long note.
    expect((await sitterContext.request.post("/api/auth/login", { data: { email: sitter.caregiver.email, password: VERIFIED_PASSWORD } })).status()).toBe(200);
    const requests = await sitterContext.newPage();
    await requests.goto("/portal");
    await expect(requests.getByRole("heading", { name: "Mis solicitudes" })).toBeVisible();
    await expect(requests.getByText(/Nos vemos en el parque\./)).toBeVisible();
    await fitsPhones(requests, "the portal's requests with the meet & greet proposed");
    await requests.close();

    // Confirmed, with a Plan B and a report of the sitter with a photo and a long note.
    await request.post(`/api/bookings/${token}/meet/waive`, { data: { reason: "Ya nos conocemos de antes." } });
    expect((await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CONFIRMED" } })).status()).toBe(200);
    expect((await request.patch(`/api/admin/bookings/${id}`, { data: { backupSitterId: backup.id } })).status()).toBe(200);
    await page.context().setExtraHTTPHeaders(onTheFirstDay());
    await sitterContext.setExtraHTTPHeaders(onTheFirstDay());
    const report = await sitterContext.request.post(`/api/portal/bookings/${id}/reports`, {
      headers: onTheFirstDay(),
      multipart: {
        kind: "CHECK_IN",
        note: `Luna llegó feliz. ${LONG_URL} ${LONG_WORD}`,
        checklist: JSON.stringify({ ate: true, water: true, pee: true, poo: false, medications: [{ name: "Apoquel-oclacitinib-16mg-tabletas-masticables", given: true }] }),
        photos: { name: "luna.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
      },
    });
    expect(report.status()).toBe(201);
    await page.goto(trackingUrl);
    await expect(page.getByRole("region", { name: "Plan B" })).toContainText(backup.name);
    await expect(page.getByRole("list", { name: "Partes de la estadía" })).toContainText("Luna llegó feliz.");
    await fitsPhones(page, "tracking page, confirmed with the Plan B and a report");

    // The sitter's report form in "Reservas en curso", photos chosen.
    const portal = await sitterContext.newPage();
    await portal.setViewportSize({ width: 320, height: 740 });
    await portal.goto("/portal");
    const reference = (id as string).slice(-6).toUpperCase();
    await portal.getByRole("button", { name: `Enviar parte de la reserva ${reference}` }).click();
    const form = portal.getByRole("form", { name: `Parte de la reserva ${reference}` });
    await expect(form.getByText("Elegir fotos")).toBeVisible();
    await expect(form.getByText("Ningún archivo seleccionado")).toBeVisible();
    await form.getByLabel(/Fotos/).setInputFiles([
      { name: `luna-${LONG_WORD}.jpg`, mimeType: "image/jpeg", buffer: await phonePhoto() },
      { name: "luna-2.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
    ]);
    await expect(form).toContainText(`2 archivos: luna-${LONG_WORD}.jpg, luna-2.jpg`);
    await fitsPhones(portal, "the sitter's report form");

    // A problem reported during the stay, with a long description and photo: both sides' pages list it.
    const problem = await page.request.post(`/api/bookings/${token}/problems`, {
      headers: onTheFirstDay(),
      multipart: { category: "BEHAVIOUR", description: `Luna llegó muy nerviosa y no quiso comer. ${LONG_URL} ${LONG_WORD}`, photos: { name: "luna.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() } },
    });
    expect(problem.status()).toBe(201);
    await page.goto(trackingUrl);
    await expect(page.getByRole("region", { name: "Problemas" })).toContainText("Luna llegó muy nerviosa");
    await fitsPhones(page, "tracking page, a problem reported");
    await portal.goto("/portal");
    await expect(portal.getByText("Luna llegó muy nerviosa").first()).toBeVisible();
    await fitsPhones(portal, "the portal's request with a problem reported");

    // The sitter cancels: the owner's page offers the one-tap move to the Plan B, its long name in the button.
    const cancelled = await sitterContext.request.post(`/api/portal/bookings/${id}/cancel`, { headers: onTheFirstDay(), data: { reason: "Tuve una emergencia familiar." } });
    expect(cancelled.status()).toBe(200);
    await page.goto(trackingUrl);
    await expect(page.getByRole("button", { name: `Pasar mi reserva a ${backup.name} (sin encuentro previo)` })).toBeVisible();
    await fitsPhones(page, "tracking page, the sitter cancelled: the one-tap move to the Plan B");
  } finally {
    await sitterContext.close();
    await cancelBooking(request, bookingId);
    await unpublishSitter(request, sitter.id);
    await unpublishSitter(request, backup.id);
  }
});
