import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { E2E_MAIL } from "../../playwright.config";
import { startSmtp } from "./smtp";
import { accessibilityProblems, cancelBooking, createPublishedSitter, pageOverflow, signInAsAdmin, toast, openEmailedLink, uniqueEmail, unpublishSitter, waiveMeet } from "./helpers";
import { fillContact, fillDetails, gotoAfterChange, main, preview } from "./site-helpers";

// The whole booking loop in Chromium: a request from the form, its tracking page, the team's confirmation
// arriving by e-mail (a real SMTP server), the stay completed, the owner's review on the sitter's profile.
// Each test books and reviews a published profile of its own: the seeded sitters' reviews and ratings, which other
// specs read, stay as seeded.

test("from the booking form to the tracking page, the confirmation e-mail and a verified review on the profile", async ({ page, request }) => {
  test.setTimeout(90_000);
  const smtp = await startSmtp();
  let sitterId: number | undefined;
  try {
    const sitter = await createPublishedSitter(request, "Karina Lucía Portillo", { services: ["DAYCARE", "WALK"] });
    sitterId = sitter.id;
    const owner = `owner-${Date.now()}@example.com`;
    await page.goto(`${preview("/reservar")}?sitter=${sitter.slug}`);
    await fillDetails(page, undefined, undefined, /Guardería de día/);
    await page.getByRole("group", { name: "Tamaño" }).getByLabel(/Pequeño/).check();
    await page.getByRole("button", { name: "Continuar" }).click();
    await fillContact(page);
    await page.getByLabel("Correo electrónico").fill(owner);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/reservations"));
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const { id } = await (await answer).json();

    // /exito links to the tracking page.
    await page.getByRole("link", { name: "Seguir mi solicitud" }).click();
    await expect(page).toHaveURL(/\/preview\/reserva\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recibimos tu solicitud");
    await expect(main(page)).toContainText(sitter.name);
    await expect(main(page)).toContainText("Guardería de día");
    await expect(page.getByRole("button", { name: "Cancelar solicitud" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(main(page)).not.toContainText(owner);

    // The "we received it" e-mail carries the same kind of link (sent right after the response).
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(owner)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(smtp.mails.find((mail) => mail.to.includes(owner))!.text).toMatch(/\/preview\/reserva\/[A-Za-z0-9_-]{32}/);

    // The team confirms: the owner gets the confirmation by e-mail ("Tu reserva … está confirmada": the subject
    // arrives MIME-encoded, so its ASCII word is what the test looks for), and the page says so.
    await signInAsAdmin(request);
    await waiveMeet(request, page.url());
    expect((await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CONFIRMED" } })).status()).toBe(200);
    await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(owner) && /confirmada/.test(mail.text)), { timeout: 20_000 }).toBe(true);
    const confirmation = smtp.mails.find((mail) => mail.to.includes(owner) && /confirmada/.test(mail.text))!;
    const link = confirmation.text.match(/http:\/\/127\.0\.0\.1:\d+\/preview\/reserva\/[A-Za-z0-9_-]{32}/)![0];
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva confirmada");

    // A stay is completed only after it ends: today the team cannot mark it yet.
    const early = await request.patch(`/api/admin/bookings/${id}`, { data: { status: "COMPLETED" } });
    expect([early.status(), (await early.json()).error]).toEqual([409, "Esta reserva todavía no termina: se puede marcar como completada cuando pase su último día."]);

    // A stay that has ended (sent through SPEC's bare API payload, without dates: the team knows when it ended)
    // is completed, and its owner reviews it from their page.
    const ended = await request.post("/api/reservations", {
      data: { ownerName: "Ana López", ownerEmail: owner, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id },
    });
    expect(ended.status()).toBe(201);
    const { id: endedId } = await ended.json();
    for (const status of ["CONFIRMED", "COMPLETED"]) {
      expect((await request.patch(`/api/admin/bookings/${endedId}`, { data: { status } })).status()).toBe(200);
    }
    // The owner opens the link of our "completed" e-mail: a review counts in public only from a proven address.
    const endedToken = await openEmailedLink(request, endedId);
    await page.goto(preview(`/reserva/${endedToken}`), { waitUntil: "networkidle" });
    // No service in the bare payload: the page says "Servicio completado", not a stay it cannot know of.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Servicio completado");
    await page.getByRole("group", { name: /¿Cómo cuidó Karina/ }).getByLabel("5 estrellas").check();
    await page.getByRole("group", { name: "¿Cómo fue la comunicación?" }).getByLabel("4 estrellas").check();
    await page.getByLabel("Tu reseña").fill("Nos mandó fotos de Luna toda la tarde. Volvería a dejarla con ella.");
    await page.getByRole("button", { name: "Publicar reseña" }).click();
    await expect(page.getByRole("heading", { name: "Tu reseña" })).toBeVisible();

    // Before it is published, the profile and "Reservar de nuevo" (both read from cache) show no rating yet.
    await page.goto(preview(`/s/${sitter.slug}`));
    await expect(main(page)).toContainText("Nuevo en Huellitas · aún sin calificación");
    await page.goto(`${preview("/reservar")}?repetir=${endedToken}`);
    await expect(main(page)).toContainText("Nuevo en Huellitas · aún sin calificación");

    // A new sitter's first families wait for the team (lib/sitters/record-trust.ts): the team publishes it.
    const listed = (await (await request.get("/api/admin/reviews")).json()) as { id: string; text: string }[];
    const held = listed.find((item) => item.text.startsWith("Nos mandó fotos de Luna"))!;
    expect((await request.post(`/api/admin/reviews/${held.id}/publish`)).status()).toBe(200);

    // On the profile at once (the first visit after publishing, no waiting): the first name and "Reserva verificada",
    // counted in the rating; and on "Reservar de nuevo".
    const review = main(page).getByRole("listitem").filter({ hasText: "Nos mandó fotos de Luna toda la tarde." });
    await page.goto(preview(`/s/${sitter.slug}`));
    await expect(review).toContainText("Ana");
    await expect(review).toContainText("Reserva verificada");
    await expect(main(page)).toContainText("1 reseña");
    await page.goto(`${preview("/reservar")}?repetir=${endedToken}`);
    await expect(main(page)).toContainText("1 reseña");

    // A verified review of 4 stars or more is quoted on the home, with the owner's first name.
    const testimonial = page.getByRole("region", { name: "Lo que dicen las familias" }).getByRole("figure").filter({ hasText: "Nos mandó fotos de Luna" });
    await gotoAfterChange(page, preview("/"), testimonial);
    await expect(testimonial).toContainText("Ana");
    await expect(testimonial).toContainText("Reserva verificada con Karina");
  } finally {
    await unpublishSitter(request, sitterId);
    const closed = once(smtp.server.server, "close");
    smtp.server.close();
    await closed;
  }
});

test("an unknown tracking link is a 404 page, never an error", async ({ page }) => {
  const response = await page.goto(preview(`/reserva/${"A".repeat(32)}`));
  expect(response?.status()).toBe(404);
  const malformed = await page.goto(preview("/reserva/nada"));
  expect(malformed?.status()).toBe(404);
});

test("the scheduled routes refuse calls without the secret", async ({ request }) => {
  expect((await request.get("/api/cron/bookings")).status()).toBe(401);
  expect((await request.get("/api/cron/outbox", { headers: { authorization: "Bearer otra-cosa" } })).status()).toBe(401);
  expect((await request.get("/api/cron/outbox", { headers: { authorization: `Bearer ${E2E_MAIL.cronSecret}` } })).status()).toBe(200);
});

test("the dashboard shows each booking's e-mails to read and resend, the reviews to hide, and the activity", async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const sitter = await createPublishedSitter(request, "Luisa Fernanda Mejía");
  try {
    // A review of the test's own: a stay booked, confirmed and completed, reviewed through the link the form answered.
    // (SPEC's bare payload, without dates: a stay the team may mark completed today.)
    const stay = await request.post("/api/reservations", {
      data: { ownerName: `Marta Ruiz ${stamp}`, ownerEmail: `marta-${stamp}@example.com`, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id },
    });
    expect(stay.status()).toBe(201);
    const { id: stayId, trackingUrl } = await stay.json();
    await waiveMeet(request, trackingUrl);
    for (const status of ["CONFIRMED", "COMPLETED"]) {
      expect((await request.patch(`/api/admin/bookings/${stayId}`, { data: { status } })).status()).toBe(200);
    }
    const reviewText = `Cuidó a Toby con mucho cariño (${stamp}).`;
    const token = (trackingUrl as string).split("/").pop();
    expect((await request.post(`/api/bookings/${token}/review`, { data: { rating: 5, communication: 5, text: reviewText } })).status()).toBe(201);

    await signInAsAdmin(page);
    const owner = `Lidia Campos ${stamp}`;
    const sent = await request.post("/api/reservations", {
      data: {
        ownerName: owner,
        ownerEmail: `lidia-${stamp}@example.com`,
        ownerWhatsapp: "7123-4567",
        municipio: "Santa Tecla",
        sitterName: sitter.name,
        sitterId: sitter.id,
      },
    });
    expect(sent.status()).toBe(201);
    const reference = ((await sent.json()).id as string).slice(-6).toUpperCase();
    await page.goto("/admin#reservas");
    const card = page.getByRole("article").filter({ hasText: owner });
    // The owner's message (the team's copy is listed too): unfolded, it reads as it would be sent.
    const ownerMail = card.locator("details").filter({ hasText: /^Recibimos tu solicitud [A-Z0-9]{6}/ });
    await ownerMail.getByText(/^Recibimos tu solicitud [A-Z0-9]{6}$/).click();
    await expect(ownerMail.locator("pre")).toContainText("/preview/reserva/");
    await card.getByRole("button", { name: /^Reenviar «Recibimos tu solicitud/ }).click();
    await expect(toast(page, "Correo en la cola")).toBeVisible();

    // Declining asks for the reason the owner will read.
    await card.getByRole("combobox", { name: "Estado" }).click();
    await page.getByRole("option", { name: "Rechazada" }).click();
    await expect(card).toContainText("Se marcará como rechazada y se avisará por correo al dueño de la mascota.");
    await card.getByRole("textbox", { name: /^Motivo/ }).fill("No tiene espacio esas fechas.");
    await card.getByRole("button", { name: "Marcar como rechazada y avisar" }).click();
    await expect(card.getByText("Rechazada", { exact: true }).first()).toBeVisible();
    await expect(card).toContainText("«No tiene espacio esas fechas.»");

    // The activity names the booking by its reference (other specs' moves may be listed above it).
    await page.getByRole("tab", { name: "Actividad" }).click();
    await expect(
      page.getByRole("list", { name: /^Actividad, página 1/ }).getByRole("listitem").filter({ hasText: `Reserva ${reference}:` }).first(),
    ).toContainText("Recibida → Rechazada (No tiene espacio esas fechas.)");

    await page.getByRole("tab", { name: "Reseñas" }).click();
    const review = page.getByRole("listitem").filter({ hasText: reviewText });
    await expect(review).toContainText(`sobre ${sitter.name}`);
    // Sent through the form's own link, never an e-mailed one: it waits for the team, who publishes it.
    await expect(review).toContainText("Por revisar: El dueño nunca abrió un enlace que le enviamos por correo");
    await review.getByRole("button", { name: /^Publicar/ }).click();
    await expect(toast(page, "Reseña publicada")).toBeVisible();
    await expect(review).not.toContainText("Por revisar");
    await review.getByRole("button", { name: /^Ocultar/ }).click();
    await review.getByLabel("Motivo para ocultarla").fill("Menciona datos personales.");
    await review.getByRole("button", { name: "Ocultar reseña" }).click();
    await expect(toast(page, "Reseña oculta")).toBeVisible();
    await expect(review).toContainText("Oculta: Menciona datos personales.");
    await review.getByRole("button", { name: "Mostrar de nuevo" }).click();
    await expect(toast(page, "Reseña visible de nuevo")).toBeVisible();
  } finally {
    await unpublishSitter(request, sitter.id);
  }
});

// In this file, not its own: the gated server sends every e-mail to one SMTP port, and two specs running side by side
// with a catcher each would race for it (one caught the other's invitation). Tests of one file run in turn.
// A family searches a zone we have not reached (La Unión, on the waitlist), joins its list from
// the search, the team opens it by invitation, and the family's e-mailed link opens the booking form for the zone's
// sitters with their data filled. The spec owns La Unión: no other spec uses it; it leaves it on the waitlist.

const ZONE = "la-union";

test("a closed zone's search takes a sign-up; opening it by invitation e-mails a link that opens the booking form", async ({ page, request }) => {
  test.setTimeout(120_000);
  const smtp = await startSmtp();
  let sitterId: number | undefined;
  let bookingId: string | undefined;
  try {
    await signInAsAdmin(request);
    expect((await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "WAITLIST" } })).status()).toBe(200);
    const sitter = await createPublishedSitter(request, "Rosa Elena Ventura", { department: "La Unión", municipality: "La Unión" });
    sitterId = sitter.id;

    // Her profile is not listed, and says we have not arrived yet.
    const listed: { id: number }[] = await (await request.get("/api/sitters")).json();
    expect(listed.map((s) => s.id)).not.toContain(sitter.id);
    await page.goto(preview(`/s/${sitter.slug}`));
    await expect(main(page).getByRole("heading", { name: "Aún no llegamos a La Unión" })).toBeVisible();

    // The family searches La Unión and joins its list in one line.
    const family = uniqueEmail("familia-la-union");
    await page.goto(preview(`/busca?zona=${ZONE}&servicio=hospedaje`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Aún no llegamos a La Unión");
    const form = page.getByRole("form", { name: "Lista de espera de La Unión" });
    await form.getByLabel("Nombre").fill("Marta Lucía Reyes");
    await form.getByLabel("WhatsApp", { exact: true }).fill("7123-4567");
    await form.getByLabel("Correo").fill(family);
    await form.getByLabel(/Acepto ser contactado/).check();
    await form.getByRole("button", { name: "Avísame" }).click();
    await expect(main(page).getByRole("status")).toHaveText("¡Listo! Estás en la lista de La Unión: te escribimos apenas un cuidador de la zona pueda atenderte.");

    // The team's Zonas view on a 320 px phone (item 5): with thresholds of one sitter ready and one family waiting,
    // La Unión (its family, its verified and published sitter free these days) is «Lista para abrir».
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/admin#zonas");
    await expect(page.getByRole("heading", { name: "Zonas", level: 2 })).toBeVisible();
    const thresholds = page.getByRole("form", { name: "Cuándo una zona está lista para abrir" });
    await thresholds.getByLabel("Cuidadores listos").fill("1");
    await thresholds.getByLabel("Familias en espera").fill("1");
    await thresholds.getByRole("button", { name: "Guardar umbrales" }).click();
    await expect(toast(page, "Umbrales guardados")).toBeVisible();
    const laUnion = page.getByRole("region", { name: /^Por abrir/ }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: "La Unión", level: 4 }) });
    await expect(laUnion.getByText("Lista para abrir")).toBeVisible();
    await expect(laUnion.getByRole("combobox", { name: "Estado de La Unión" })).toHaveText("Próximamente");
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityProblems(page), "Zonas").toBe("");
    // The rest is the family's browser again.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 720 });

    // The team opens it by invitation: one e-mail to the family, with their own link.
    const opened = await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "INVITE" } });
    expect(opened.status()).toBe(200);
    expect((await opened.json()).mailed.families).toBeGreaterThanOrEqual(1);
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(family)).length, { timeout: 30_000 }).toBe(1);
    // Quoted-printable writes the link's "=" as "=3D".
    const text = smtp.mails.find((mail) => mail.to.includes(family))!.text.replace(/=3D/g, "=");
    const link = /https?:\/\/\S+\/preview\/reservar\?invitacion=[A-Za-z0-9_-]{32}/.exec(text)?.[0];
    expect(link).toBeDefined();
    // Saving again writes to nobody twice.
    expect((await (await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "INVITE" } })).json()).mailed).toEqual({ families: 0, providers: 0 });

    // Still closed to everyone else.
    await gotoAfterChange(page, preview(`/busca?zona=${ZONE}`), main(page).getByRole("heading", { name: "Aún no llegamos a La Unión", level: 1 }));

    // Searching with the invitation, the family sees the zone's sitters; a card opens the form with the invitation.
    const token = new URL(link!).searchParams.get("invitacion")!;
    const invitedSearch = await page.goto(preview(`/busca?zona=${ZONE}&invitacion=${token}`));
    // The family's own: never kept by a cache.
    expect(invitedSearch?.headers()["cache-control"]).toContain("no-store");
    await expect(main(page).getByRole("heading", { level: 1 })).not.toHaveText("Aún no llegamos a La Unión");
    await expect(main(page).getByRole("link", { name: "Rosa Elena Ventura" })).toHaveAttribute("href", new RegExp(`^/preview/reservar\\?sitter=[^&]+&invitacion=${token}$`));

    // The link: the zone's sitters, then the form with the family's data filled; the request goes through.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Marta, ya puedes reservar en La Unión");
    await main(page).getByRole("link", { name: /Rosa Elena Ventura/ }).click();
    await expect(page.getByRole("heading", { name: "Solicita tu reserva" })).toBeVisible();
    await fillDetails(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByLabel("Tu nombre")).toHaveValue("Marta Lucía Reyes");
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(family);
    await page.getByLabel("Municipio").fill("La Unión");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/reservations"));
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    bookingId = (await response.json()).id;
  } finally {
    await cancelBooking(request, bookingId);
    await unpublishSitter(request, sitterId);
    await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "WAITLIST" } }).catch(() => undefined);
    await request.put("/api/admin/zone-thresholds", { data: { readySitters: 5, waitingFamilies: 30 } }).catch(() => undefined);
    const closed = once(smtp.server.server, "close");
    smtp.server.close();
    await closed;
  }
});
