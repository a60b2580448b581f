import { expect, test } from "@playwright/test";
import { phonePhoto } from "../../scripts/phone-photo.mjs";
import { cancelBooking, createPublishedSitter, signInAsAdmin, toast, waiveMeet } from "./helpers";
import { dayFromToday, preview } from "./site-helpers";

// «Reportar un problema»: the owner reports one from the tracking page on a phone without JavaScript; the team
// answers it in the dashboard's «Problemas» tab, beside its evidence; the owner reads the answer on the page.

test("the owner reports a problem without JavaScript and the team resolves it", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const sitter = await createPublishedSitter(request, `Marta Cecilia Orellana ${stamp}`);
  let bookingId: string | undefined;
  const owner = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const team = await browser.newContext();
  try {
    const booked = await request.post("/api/reservations", {
      data: { ownerName: `Lucía Pineda ${stamp}`, ownerEmail: `lucia-${stamp}@example.com`, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id, sitterName: "", service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: dayFromToday(0), endDate: dayFromToday(1) },
    });
    expect(booked.status()).toBe(201);
    const { id, trackingUrl } = await booked.json();
    bookingId = id;
    await waiveMeet(request, trackingUrl);
    await signInAsAdmin(request);
    expect((await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CONFIRMED" } })).status()).toBe(200);
    const token = (trackingUrl as string).split("/").pop()!;

    const page = await owner.newPage();
    await page.goto(preview(`/reserva/${token}`));
    const problems = page.getByRole("region", { name: "Problemas" });
    await problems.getByText("Reportar un problema").click();
    await problems.getByLabel("¿Qué tipo de problema?").selectOption({ label: "Daños" });
    await problems.getByLabel("¿Qué pasó?").fill("Rompió la cama que le llevé; quisiera saber qué hacemos.");
    await problems.getByRole("button", { name: "Enviar reporte" }).click();
    await expect(page).toHaveURL(new RegExp(`/preview/reserva/${token}#problemas$`));
    const listed = page.getByRole("region", { name: "Problemas" }).getByRole("listitem");
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText("Daños · Abierto");
    await expect(listed.first()).toContainText("Rompió la cama que le llevé");

    const dashboard = await team.newPage();
    await signInAsAdmin(dashboard);
    await dashboard.goto("/admin#problemas");
    const row = dashboard.getByRole("listitem").filter({ hasText: "Rompió" }).or(dashboard.getByRole("listitem").filter({ hasText: `Lucía Pineda ${stamp}` })).first();
    await row.getByRole("button", { name: /Ver y responder/ }).click();
    await expect(row.getByText("Rompió la cama que le llevé; quisiera saber qué hacemos.")).toBeVisible();
    await expect(row.getByRole("region", { name: "Evidencia" })).toContainText("sin entrega registrada");
    await row.getByLabel(/Respuesta del equipo/).fill("Marta repone la cama esta semana; te escribimos por WhatsApp.");
    await row.getByRole("button", { name: "Marcar como resuelto" }).click();
    await expect(toast(dashboard, "Problema resuelto")).toBeVisible();

    await page.reload();
    const answered = page.getByRole("region", { name: "Problemas" }).getByRole("listitem").first();
    await expect(answered).toContainText("Daños · Resuelto");
    await expect(answered).toContainText("Respuesta del equipo: Marta repone la cama esta semana; te escribimos por WhatsApp.");
  } finally {
    await owner.close();
    await team.close();
    await cancelBooking(request, bookingId);
  }
});

test("with JavaScript the owner's report carries its photos", async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const sitter = await createPublishedSitter(request, `Rosa Amelia Cruz ${stamp}`);
  let bookingId: string | undefined;
  try {
    const booked = await request.post("/api/reservations", {
      data: { ownerName: `Sofía Mejía ${stamp}`, ownerEmail: `sofia-${stamp}@example.com`, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id, sitterName: "", service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: dayFromToday(0), endDate: dayFromToday(1) },
    });
    const { id, trackingUrl } = await booked.json();
    bookingId = id;
    await waiveMeet(request, trackingUrl);
    await signInAsAdmin(request);
    expect((await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CONFIRMED" } })).status()).toBe(200);

    await page.goto(trackingUrl);
    const problems = page.getByRole("region", { name: "Problemas" });
    await problems.getByText("Reportar un problema").click();
    await problems.getByLabel("¿Qué tipo de problema?").selectOption({ label: "Salud o lesión" });
    await problems.getByLabel("¿Qué pasó?").fill("Tiene una herida pequeña en la pata; mando fotos.");
    await problems.getByLabel("Fotos (opcional, hasta 4)").setInputFiles([
      { name: "pata.jpg", mimeType: "image/jpeg", buffer: await phonePhoto({ width: 800, height: 600 }) },
      { name: "pata-2.jpg", mimeType: "image/jpeg", buffer: await phonePhoto({ width: 800, height: 600 }) },
    ]);
    await problems.getByRole("button", { name: "Enviar reporte" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gracias: el equipo lo revisa" })).toBeVisible();
    const item = page.getByRole("region", { name: "Problemas" }).getByRole("listitem").first();
    await expect(item).toContainText("Salud o lesión · Abierto");
    await expect(item.getByRole("link", { name: /^Foto \d$/ })).toHaveCount(2);
  } finally {
    await cancelBooking(request, bookingId);
  }
});
