import { expect, test } from "@playwright/test";
import { accessibilityProblems, cancelBooking, createPublishedSitter, signInAsAdmin, toast, unpublishSitter, uniqueEmail, VERIFIED_PASSWORD, waiveMeet } from "./helpers";
import { dayFromToday, main } from "./site-helpers";

// Plan B in Chromium: the team names a backup on a confirmed booking from the dashboard, the owner's
// page shows it with the team's emergency line, the sitter cancels from the portal with a reason, and the owner
// moves the booking to the backup in one tap. Every new view is checked with axe.

test("a sitter cancels from the portal and the owner moves the booking to the named backup in one tap", async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const sitter = await createPublishedSitter(request, `Rocío Beatriz Menjívar ${stamp}`);
  const backup = await createPublishedSitter(request, `Tomás Ernesto Aguilar ${stamp}`);
  const owner = `Marta Cañas ${stamp}`;
  let bookingId: string | undefined;
  const sitterContext = await browser.newContext();
  try {
    const booked = await request.post("/api/reservations", {
      data: {
        ownerName: owner, ownerEmail: uniqueEmail("duena"), ownerWhatsapp: "7123-4567", municipio: "Santa Tecla", sitterId: sitter.id, sitterName: "",
        service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: dayFromToday(12), endDate: dayFromToday(14),
      },
    });
    expect(booked.status()).toBe(201);
    const { id, trackingUrl } = await booked.json();
    bookingId = id;
    // A first booking of this owner and sitter: the owner skips the meet & greet (meet-greet.spec covers it).
    await waiveMeet(request, trackingUrl);
    await signInAsAdmin(request);
    expect((await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CONFIRMED" } })).status()).toBe(200);

    // The team names the backup on the booking's card: the choice lists the sitters free on those days.
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Reservas" }).click();
    const card = page.getByRole("article").filter({ hasText: owner });
    await card.getByText("Plan B: sin cuidador de respaldo").click();
    const choice = card.getByLabel("Cuidador de respaldo");
    await expect(choice.getByRole("option", { name: backup.name })).toBeAttached();
    await expect(choice.getByRole("option", { name: sitter.name })).toHaveCount(0);
    // Each choice names how near the sitter is ("Beto Ramos · En Santa Tecla"): chosen by its value.
    await choice.selectOption((await choice.getByRole("option", { name: backup.name }).getAttribute("value"))!);
    expect(await accessibilityProblems(page)).toBe("");
    await card.getByRole("button", { name: "Guardar Plan B" }).click();
    await expect(toast(page, "Plan B guardado")).toBeVisible();
    await expect(card.getByText(`Plan B: ${backup.name}`)).toBeVisible();

    // The owner's page: the Plan B, linked to the profile, and the team's emergency line with its hours.
    await page.goto(trackingUrl);
    const planB = page.getByRole("region", { name: "Plan B" });
    await expect(planB.getByRole("link", { name: backup.name })).toHaveAttribute("href", `/preview/s/${backup.slug}`);
    await expect(planB).toContainText("Línea de emergencia del equipo Huellitas: +503 2200-0100 · Lunes a sábado, 9:00-18:00.");
    expect(await accessibilityProblems(page)).toBe("");

    // The sitter cancels from the portal, saying why.
    expect((await sitterContext.request.post("/api/auth/login", { data: { email: sitter.caregiver.email, password: VERIFIED_PASSWORD } })).status()).toBe(200);
    const portal = await sitterContext.newPage();
    await portal.goto("/portal");
    await portal.getByRole("button", { name: /^Cancelar reserva/ }).click();
    const form = portal.getByRole("form", { name: /Cancelar la reserva/ });
    await form.getByLabel(/¿Por qué cancelas\?/).fill("Tuve una emergencia familiar.");
    expect(await accessibilityProblems(portal)).toBe("");
    await form.getByRole("button", { name: "Sí, cancelar la reserva" }).click();
    await expect(toast(portal, "Reserva cancelada")).toBeVisible();
    await expect(portal.getByRole("button", { name: /^Cancelar reserva/ })).toHaveCount(0);

    // The owner taps once and the booking is the backup's.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${sitter.name} canceló tu reserva`);
    const move = page.getByRole("button", { name: `Pasar mi reserva a ${backup.name}` });
    expect(await accessibilityProblems(page)).toBe("");
    await move.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva confirmada");
    await expect(main(page).getByRole("region", { name: "Tu solicitud" }).getByRole("link", { name: backup.name })).toBeVisible();
    await expect(page.getByRole("button", { name: /Pasar mi reserva/ })).toHaveCount(0);
    expect(await accessibilityProblems(page)).toBe("");
  } finally {
    await sitterContext.close();
    await cancelBooking(request, bookingId);
    await unpublishSitter(request, sitter.id);
    await unpublishSitter(request, backup.id);
  }
});
