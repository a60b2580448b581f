import { expect, test, type Browser } from "@playwright/test";
import { createPublishedSitter, toast, VERIFIED_PASSWORD, waiveMeet } from "./helpers";
import { dayFromToday } from "./site-helpers";

// The stay at the door, as both people live it: the sitter records receiving the pet in the portal on the stay's
// first day, the owner's page says since when the pet is with them, and the owner's «Ya recogí a …» completes it.

const PHONE = { width: 390, height: 844 };

async function signedInSitter(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: PHONE });
  expect((await context.request.post("/api/auth/login", { data: { email, password: VERIFIED_PASSWORD } })).status()).toBe(200);
  return context;
}

test("a stay from hand-over to pick-up: the sitter receives the pet, the owner sees since when and picks it up", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const sitter = await createPublishedSitter(request, `Rosa Elena Campos ${Date.now()}`);
  const sitterContext = await signedInSitter(browser, sitter.caregiver.email);
  try {
    const booked = await request.post("/api/reservations", {
      data: { ownerName: "Marta Díaz", ownerEmail: "marta.entrega@example.com", ownerWhatsapp: "7123-9876", municipio: "Santa Tecla", sitterId: sitter.id, sitterName: "", service: "BOARDING", petType: "DOG", petSize: "SMALL", startDate: dayFromToday(0), endDate: dayFromToday(1) },
    });
    expect(booked.status()).toBe(201);
    const { id, trackingUrl } = await booked.json();
    const token = String(trackingUrl).split("/").pop();
    await waiveMeet(request, trackingUrl);
    expect((await sitterContext.request.post(`/api/portal/bookings/${id}/accept`)).status()).toBe(200);
    const { reference } = (await (await sitterContext.request.get(`/api/portal/bookings/${id}`)).json()).booking;

    // Before the hand-over the owner's page offers no pick-up.
    await page.setViewportSize(PHONE);
    await page.goto(trackingUrl);
    await expect(page.getByRole("button", { name: "Ya recogí a tu mascota" })).toHaveCount(0);

    // The sitter, in the portal: «Recibí a la mascota», with the place the family will read.
    const portal = await sitterContext.newPage();
    await portal.goto("/portal");
    await portal.getByRole("button", { name: `Recibí a la mascota (reserva ${reference})` }).click();
    const handOver = portal.getByRole("form", { name: `Recibí a la mascota: reserva ${reference}` });
    await handOver.getByLabel(/¿Dónde la recibiste\?/).fill("En la casa de la familia");
    await handOver.getByRole("button", { name: "Recibí a la mascota" }).click();
    await expect(toast(portal, "Entrega registrada: la estadía está en curso")).toBeVisible();
    await expect(portal.getByText(/Recibiste a la mascota el .* · En la casa de la familia/)).toBeVisible();

    // The owner's page: since when, and the pick-up.
    await page.reload();
    const door = page.getByRole("region", { name: "Entrega" });
    await expect(door).toContainText(/Tu mascota está con Rosa.* desde las \d{1,2}:\d{2}/);
    await door.getByRole("button", { name: "Ya recogí a tu mascota" }).click();
    await expect(page.getByRole("button", { name: "Ya recogí a tu mascota" })).toHaveCount(0);
    const after = (await (await request.get(`/api/bookings/${token}`)).json()).booking;
    expect(after.status).toBe("COMPLETED");
    expect(after.handBack).toMatchObject({ by: "owner" });
    expect(new Date(after.handBack.at).getTime()).toBeGreaterThanOrEqual(new Date(after.handOver.at).getTime());

    // The sitter reads both moments.
    await portal.reload();
    await expect(portal.getByText(/Recibiste a la mascota el .* · la familia la recogió el /)).toBeVisible();
  } finally {
    await sitterContext.close();
  }
});
