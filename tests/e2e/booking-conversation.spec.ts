import { expect, test } from "@playwright/test";
import { choose, createPublishedSitter, signInAsAdmin, VERIFIED_PASSWORD, waiveMeet } from "./helpers";
import { preview } from "./site-helpers";

// The booking's conversation from the tracking page on a phone without JavaScript: the form posts to its server
// action, the page comes back with the message newest last, and the owner can report the conversation to the team.

test.use({ javaScriptEnabled: false });

test("the owner writes in the conversation and reports it, without JavaScript", async ({ page, request }) => {
  const stamp = Date.now();
  const sitter = await createPublishedSitter(request, "Rosa Elena Quintanilla");
  const booked = await request.post("/api/reservations", {
    data: { ownerName: `Elena Ruiz ${stamp}`, ownerEmail: `elena-${stamp}@example.com`, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id },
  });
  expect(booked.status()).toBe(201);
  const token = ((await booked.json()).trackingUrl as string).split("/").pop()!;

  await page.goto(preview(`/reserva/${token}`));
  const thread = page.getByRole("region", { name: "Conversación" });
  await expect(thread.getByText("Todavía no hay mensajes.")).toBeVisible();

  // A bidirectional control typed in the message is not kept; a link stays words.
  await thread.getByLabel("Tu mensaje").fill("¿A qué hora\u202e la llevo? Mira https://ejemplo.com");
  await thread.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/reserva/${token}#conversacion$`));
  const messages = page.getByRole("region", { name: "Conversación" }).getByRole("list", { name: "Mensajes" }).getByRole("listitem");
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText("Tú");
  await expect(messages.first()).toContainText("¿A qué hora la llevo? Mira https://ejemplo.com");
  await expect(messages.first().getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Conversación" }).getByLabel("Tu mensaje")).toHaveValue("");

  await page.getByRole("region", { name: "Conversación" }).getByRole("button", { name: "Enviar" }).click();
  // Required: the browser keeps an empty message from leaving.
  await expect(messages).toHaveCount(1);

  const stored = await request.get(`/api/bookings/${token}/messages`);
  expect((await stored.json()).messages).toEqual([expect.objectContaining({ author: "owner", text: "¿A qué hora la llevo? Mira https://ejemplo.com", channel: "web" })]);

  const region = page.getByRole("region", { name: "Conversación" });
  await region.getByText("Reportar esta conversación").click();
  await region.getByLabel("¿Qué pasó?").fill("Me pidió pagar por fuera de Huellitas");
  await region.getByRole("button", { name: "Enviar reporte" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gracias: el equipo leerá esta conversación" })).toBeVisible();
});

// Two browsers and the team, with JavaScript: the owner writes from the confirmed booking's page, the sitter sees it
// unread in the portal and answers, the team finds the booking under «Mensajes sin leer» and reads both; each
// party's unread count goes up with what the others write and back to 0 once they read it.
test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("owner writes, sitter answers, team reads both: unread counts go up and back to 0", async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const sitter = await createPublishedSitter(request, `Rosa Mensajes ${stamp}`);
    const ownerName = `Elena Mensajes ${stamp}`;
    const booked = await request.post("/api/reservations", {
      data: { ownerName, ownerEmail: `elena.mensajes-${stamp}@example.com`, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id },
    });
    expect(booked.status()).toBe(201);
    const { id, trackingUrl } = await booked.json();
    const token = (trackingUrl as string).split("/").pop()!;
    await waiveMeet(request, trackingUrl);
    const sitterContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      expect((await sitterContext.request.post("/api/auth/login", { data: { email: sitter.caregiver.email, password: VERIFIED_PASSWORD } })).status()).toBe(200);
      expect((await sitterContext.request.post(`/api/portal/bookings/${id}/accept`, { data: {} })).status()).toBe(200);

      // The confirmed page: «Escribir a tu cuidador» goes to the conversation, beside the sitter's WhatsApp.
      await page.goto(preview(`/reserva/${token}`));
      await expect(page.getByRole("link", { name: "Escribir a tu cuidador" })).toHaveAttribute("href", "#conversacion");
      await expect(page.getByRole("link", { name: /WhatsApp de Rosa/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
      const thread = page.getByRole("region", { name: "Conversación" });
      await thread.getByLabel("Tu mensaje").fill("¿A qué hora paso dejando a Max?");
      await thread.getByRole("button", { name: "Enviar" }).click();
      await expect(thread.getByRole("list", { name: "Mensajes" }).getByRole("listitem")).toHaveCount(1);

      // The sitter: one unread in the portal; opening the conversation reads it, and the answer goes to the others.
      const sitterPage = await sitterContext.newPage();
      await sitterPage.goto("/portal");
      const request_ = sitterPage.getByRole("listitem").filter({ hasText: "Conversación con el dueño y el equipo" }).filter({ hasText: `Recibida el` }).first();
      await expect(request_.getByText("1 mensaje sin leer")).toBeVisible();
      await request_.getByText("Conversación con el dueño y el equipo").click();
      await expect(request_.getByText("¿A qué hora paso dejando a Max?")).toBeVisible();
      await expect(request_.getByText("1 mensaje sin leer")).toHaveCount(0);
      await request_.getByLabel("Tu mensaje").fill("A las 8:00, ¡los espero!");
      await request_.getByRole("button", { name: "Enviar" }).click();
      await expect(request_.getByText("A las 8:00, ¡los espero!")).toBeVisible();
      await sitterPage.reload();
      await expect(sitterPage.getByText("1 mensaje sin leer")).toHaveCount(0);

      // The team: the booking under «Mensajes sin leer» with both messages unread; reading them empties the filter.
      await signInAsAdmin(adminContext);
      const adminPage = await adminContext.newPage();
      await adminPage.goto("/admin");
      await adminPage.getByRole("tab", { name: "Reservas" }).click();
      await choose(adminPage.getByRole("combobox", { name: "Mostrar" }), "Mensajes sin leer");
      const card = adminPage.getByRole("article").filter({ hasText: ownerName });
      await expect(card.getByText("2 mensajes sin leer")).toBeVisible();
      await card.locator("summary", { hasText: "Conversación" }).first().click();
      // Exact: the e-mail that told the sitter of the message, listed on the card, carries its text too.
      await expect(card.getByText("¿A qué hora paso dejando a Max?", { exact: true })).toBeVisible();
      await expect(card.getByText("A las 8:00, ¡los espero!", { exact: true })).toBeVisible();
      const unread = await adminContext.request.get("/api/admin/bookings?mensajes=sin-leer");
      expect(((await unread.json()).items as { id: string }[]).map((item) => item.id)).not.toContain(id);
      const all = await adminContext.request.get(`/api/admin/bookings?q=${encodeURIComponent(ownerName)}`);
      expect((await all.json()).items).toEqual([expect.objectContaining({ id, unread: 0 })]);

      // The owner reads the answer on their page.
      await page.reload();
      await expect(page.getByRole("region", { name: "Conversación" }).getByText("A las 8:00, ¡los espero!")).toBeVisible();
    } finally {
      await sitterContext.close();
      await adminContext.close();
    }
  });
});
