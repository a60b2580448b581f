import { expect, test } from "@playwright/test";
import { accessibilityProblems, cancelBooking, createPublishedSitter, signInAsAdmin, toast, unpublishSitter, VERIFIED_PASSWORD } from "./helpers";
import { dayFromToday } from "./site-helpers";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";

const HOUR = 60 * 60 * 1000;

// The meet & greet before a first booking between an owner and a sitter: the team and the sitter cannot confirm it
// before both said the meeting went well; the sitter proposes a time from the portal, the owner asks for another,
// confirms the team's, and after it both say how it went; then the sitter accepts.

test("a first booking cannot be confirmed before the meet & greet, then can", async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const sitter = await createPublishedSitter(request, `Rebeca Encuentro ${stamp}`);
  const ownerName = `Ana Encuentro ${stamp}`;
  let bookingId: string | undefined;
  const sitterContext = await browser.newContext();
  expect((await sitterContext.request.post("/api/auth/login", { data: { email: sitter.caregiver.email, password: VERIFIED_PASSWORD } })).status()).toBe(200);
  try {
    const booked = await request.post("/api/reservations", {
      data: { ownerName, ownerEmail: `ana.encuentro-${stamp}@example.com`, ownerWhatsapp: "7123-4567", municipio: "Santa Tecla", sitterId: sitter.id, sitterName: "", service: "DAYCARE", petType: "DOG", petSize: "SMALL", startDate: dayFromToday(6), endDate: dayFromToday(6) },
    });
    expect(booked.status()).toBe(201);
    const { id, trackingUrl } = await booked.json();
    bookingId = id;
    const reference = (id as string).slice(-6).toUpperCase();

    // Before the meeting: the team's confirmation is refused, and the portal offers no "Aceptar".
    const refused = await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CONFIRMED" } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual(expect.objectContaining({ field: "meet", error: expect.stringContaining("Primero el encuentro de bienvenida") }));
    const sitterPage = await sitterContext.newPage();
    await sitterPage.goto("/portal");
    await expect(sitterPage.getByText("Es la primera reserva de esta familia contigo")).toBeVisible();
    await expect(sitterPage.getByRole("button", { name: `Aceptar la solicitud ${reference}` })).toHaveCount(0);

    // The sitter proposes tomorrow at 10:00 with the portal's form.
    await sitterPage.getByRole("button", { name: `Proponer encuentro para la solicitud ${reference}` }).click();
    const form = sitterPage.getByRole("form", { name: `Proponer encuentro de bienvenida, solicitud ${reference}` });
    await form.getByLabel("Día y hora (hora de El Salvador)").fill(`${dayFromToday(1)}T10:00`);
    await form.getByLabel("Dónde").selectOption("SITTER_HOME");
    // A meeting at the sitter's home asks for its address (shared with the owner once they confirm).
    await form.getByLabel("Colonia o barrio").fill("Colonia Escalón");
    await form.getByLabel("Calle, pasaje y número de casa").fill("Pasaje Los Pinos #12");
    await form.getByLabel("Nota para el dueño (opcional)").fill("Trae su correa favorita.");
    expect(await accessibilityProblems(sitterPage)).toBe("");
    await form.getByRole("button", { name: "Proponer encuentro" }).click();
    await expect(toast(sitterPage, "Encuentro propuesto")).toBeVisible();

    // The team's card says why the request waits, shows the proposal and offers one of its own.
    const adminContext = await browser.newContext();
    try {
      await signInAsAdmin(adminContext);
      const adminPage = await adminContext.newPage();
      await adminPage.goto("/admin");
      await adminPage.getByRole("tab", { name: "Reservas" }).click();
      const card = adminPage.getByRole("article").filter({ hasText: ownerName });
      await expect(card).toContainText("Primera reserva de este dueño con este cuidador");
      await expect(card).toContainText("En casa del cuidador · propuesto, esperando al dueño");
      await card.getByRole("button", { name: "Proponer otra hora" }).click();
      await expect(card.getByRole("form", { name: /^Proponer encuentro de bienvenida/ })).toBeVisible();
      expect(await accessibilityProblems(adminPage)).toBe("");
    } finally {
      await adminContext.close();
    }

    // The owner sees it on their page and asks for another time.
    await page.goto(trackingUrl);
    const meet = page.getByRole("region", { name: "Encuentro de bienvenida" });
    await expect(meet).toContainText("10:00");
    await expect(meet).toContainText("En casa del cuidador");
    await expect(meet).toContainText("Trae su correa favorita.");
    expect(await accessibilityProblems(page)).toBe("");
    await meet.getByRole("button", { name: "Pedir otra hora" }).click();
    await meet.getByLabel("¿Qué día u hora te queda mejor?").fill("Mejor hoy mismo, por videollamada.");
    await meet.getByRole("button", { name: "Pedir otra hora" }).click();
    await expect(meet).toContainText("pediste otra hora");

    // The team proposes a video call in two hours; the owner confirms it.
    const at = new Date(Date.now() + 2 * HOUR);
    expect((await request.post(`/api/admin/bookings/${id}/meet`, { data: { at: at.toISOString(), place: "VIDEO" } })).status()).toBe(201);
    await page.reload();
    await meet.getByRole("button", { name: "Confirmar encuentro" }).click();
    await expect(meet).toContainText("Por videollamada · confirmado");
    expect((await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CONFIRMED" } })).status()).toBe(409);

    // Three hours later (the server's clock moved for these two browsers: lib/dates/clock.ts), both say it went well.
    for (const context of [page.context(), sitterContext]) await context.setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(3 * HOUR) });
    await page.reload();
    await expect(meet.getByRole("group", { name: "¿Cómo les fue?" })).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
    await meet.getByRole("button", { name: "Nos fue bien" }).click();
    await expect(meet).toContainText("Contaste que les fue bien");
    await sitterPage.reload();
    await sitterPage.getByRole("button", { name: `Nos fue bien (solicitud ${reference})` }).click();
    await expect(toast(sitterPage, "¡Gracias! Guardamos cómo les fue")).toBeVisible();

    // Now the sitter can accept, and the owner's page says it is confirmed.
    await sitterPage.getByRole("button", { name: `Aceptar la solicitud ${reference}` }).click();
    await expect(toast(sitterPage, "Solicitud aceptada")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Recibimos tu solicitud");
    expect((await (await request.get(`/api/bookings/${trackingUrl.split("/").pop()}`)).json()).booking.status).toBe("CONFIRMED");
  } finally {
    await sitterContext.close();
    await cancelBooking(request, bookingId);
    await unpublishSitter(request, sitter.id);
  }
});
