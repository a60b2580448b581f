import { expect, test } from "@playwright/test";
import { accessibilityProblems, cancelBooking, createPublishedSitter, unpublishSitter } from "./helpers";
import { dayFromToday } from "./site-helpers";

// "Reservar de nuevo": the link of a completed stay's e-mail, /reservar?repetir={token}, fills
// the form from that booking (sitter, service, pet, contact) and offers to copy the pet's file to the new request.

const PET = {
  name: "Canela",
  species: "DOG",
  medications: [],
  vet: { clinic: "Clínica Veterinaria Escalón", phone: "2222-4444" },
  emergencyContacts: [{ name: "Rosa Molina", phone: "7000-2222" }],
  vetSpendCapUSD: 80,
  consentName: "Marta Molina",
};

test("the rebook link fills the form, and the new request gets its own copy of the pet's file", async ({ page, request }) => {
  test.setTimeout(90_000);
  const sitter = await createPublishedSitter(request, `Sofía Renderos ${Date.now()}`);
  const ids: string[] = [];
  let nextToken: string | null = null;
  try {
    const booked = await request.post("/api/reservations", {
      data: { ownerName: "Marta Molina", ownerEmail: `marta.${Date.now()}@example.com`, ownerWhatsapp: "7123-9876", municipio: "Antiguo Cuscatlán", sitterId: sitter.id, sitterName: "", service: "BOARDING", petType: "DOG", petSize: "SMALL", startDate: dayFromToday(3), endDate: dayFromToday(4) },
    });
    expect(booked.status()).toBe(201);
    const first = await booked.json();
    ids.push(first.id);
    const token = (first.trackingUrl as string).split("/").pop()!;
    expect((await request.put(`/api/bookings/${token}/pet`, { data: PET })).status()).toBe(200);

    await page.goto(`/preview/reservar?repetir=${token}`);
    await expect(page.getByText(sitter.name).first()).toBeVisible();
    await expect(page.getByRole("group", { name: "Servicio" }).getByLabel(/Hospedaje en casa/)).toBeChecked();
    await expect(page.getByRole("group", { name: "Tu mascota es" }).getByLabel("Perro")).toBeChecked();
    await expect(page.getByRole("group", { name: "Tamaño" }).getByLabel(/Pequeño/)).toBeChecked();
    await page.getByLabel("Fecha de inicio").fill(dayFromToday(20));
    await page.getByLabel("Fecha de fin").fill(dayFromToday(22));
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByLabel("Tu nombre")).toHaveValue("Marta Molina");
    await expect(page.getByLabel("WhatsApp", { exact: true })).toHaveValue(/7123.?9876/);
    await expect(page.getByLabel("Municipio")).toHaveValue("Antiguo Cuscatlán");
    const copy = page.getByLabel("Copiar la ficha de Canela a esta solicitud");
    await expect(copy).toBeChecked();
    await expect(page.getByText("Incluye tu autorización de gastos veterinarios hasta $80.")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");

    await page.getByRole("button", { name: /Enviar solicitud/ }).click();
    await page.waitForURL(/\/exito\?/);
    const next = new URL(page.url()).searchParams.get("seguimiento")!;
    nextToken = next;
    const pet = await (await request.get(`/api/bookings/${next}/pet`)).json();
    expect(pet.pet).toMatchObject({ name: "Canela", vetSpendCapUSD: 80, consentName: "Marta Molina" });
    const again = await (await request.get(`/api/bookings/${next}`)).json();
    expect(again.booking).toMatchObject({ service: "BOARDING", petType: "DOG", petSize: "SMALL" });
  } finally {
    for (const id of ids) await cancelBooking(request, id);
    if (nextToken) await request.post(`/api/bookings/${nextToken}/cancel`, { data: {} });
    await unpublishSitter(request, sitter.id);
  }
});
