import { expect, test } from "@playwright/test";
import { createPublishedSitter } from "./helpers";
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
