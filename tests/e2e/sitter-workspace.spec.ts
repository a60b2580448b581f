import { expect, test } from "@playwright/test";
import {
  accessibilityProblems,
  cancelBooking,
  createCaregiver,
  createPublishedSitter,
  createSitterProfile,
  pageOverflow,
  pdf,
  signInAsAdmin,
  TEMP_PASSWORD,
  unpublishSitter,
  VERIFIED_PASSWORD,
  waiveMeet,
} from "./helpers";
import { dayFromToday, fillContact, main, preview } from "./site-helpers";

// The sitter's workspace in Chromium: documents by kind, the checks that let the team publish the profile and
// show on it; the calendar and the booking form and server respecting it; a request accepted from the portal and
// confirmed on the owner's page. Each test works on a profile of its own.

const NEW_PASSWORD = "Andrea-Cuida-Perritos-7";

test("documents by kind, verified checks on the profile, blocked days respected, a request accepted", async ({ page, request }) => {
  test.setTimeout(120_000);
  // An account linked to a profile of her own, hidden: without the checks the team cannot publish it yet.
  const caregiver = await createCaregiver(request, "Andrea Beatriz López");
  const sitter = await createSitterProfile(request, `Andrea Beatriz López ${Date.now()}`, { department: "La Libertad", municipality: "Nuevo Cuscatlán", userId: caregiver.id });
  const publish = () => request.patch(`/api/admin/sitters/${sitter.id}`, { data: { published: true } });
  expect((await publish()).status()).toBe(409);
  let accepted: string | undefined;
  try {
    expect((await page.request.post("/api/auth/login", { data: { email: caregiver.email, password: TEMP_PASSWORD } })).status()).toBe(200);
    expect((await page.request.post("/api/auth/change-password", { data: { newPassword: NEW_PASSWORD } })).status()).toBe(200);

    // Four documents, each named by its kind; the checklist follows.
    await page.goto("/portal");
    const kinds = ["DUI", "Comprobante de domicilio", "Antecedentes penales", "Solvencia de la PNC"];
    for (const [index, kind] of kinds.entries()) {
      await expect(page.getByLabel("¿Qué documento es?")).toHaveValue(["DUI", "PROOF_OF_ADDRESS", "CRIMINAL_RECORD", "POLICE_CLEARANCE"][index]);
      await page.getByLabel("Archivo").setInputFiles({ name: `${kind}.pdf`, mimeType: "application/pdf", buffer: pdf(3000) });
      await page.getByRole("button", { name: "Subir documento" }).click();
      await expect(page.getByRole("list", { name: "Documentos requeridos" }).getByRole("listitem").filter({ hasText: kind })).toContainText("Subido, en revisión");
    }
    await expect(page.getByText("4 de 4 subidos · en revisión", { exact: true })).toBeVisible();

    // The team verifies them (the clearance with a day of its own) and completes the interview.
    const documents: { id: string; kind: string }[] = await (await request.get(`/api/admin/users/${caregiver.id}/documents`)).json();
    for (const document of documents) {
      const data = document.kind === "POLICE_CLEARANCE" ? { verified: true, expiresAt: dayFromToday(90) } : { verified: true };
      expect((await request.patch(`/api/admin/documents/${document.id}/verify`, { data })).status()).toBe(200);
    }
    expect((await request.patch(`/api/admin/users/${caregiver.id}/interview`, { data: { interviewStatus: "completed" } })).status()).toBe(200);
    await page.reload();
    for (const kind of kinds) {
      await expect(page.getByRole("list", { name: "Documentos requeridos" }).getByRole("listitem").filter({ hasText: kind })).toContainText("Verificado");
    }
    await expect(page.getByText("4 de 4 verificados", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progreso" })).toHaveAttribute("aria-valuenow", "100");
    // Every check done: the team publishes her profile.
    expect((await publish()).status()).toBe(200);

    // Blocks two days from the calendar.
    const editor = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Mi disponibilidad" }) });
    const blocked = [dayFromToday(20), dayFromToday(21)];
    // A day that has passed is not offered, nor announced "disponible" (checked when yesterday is in this month).
    const yesterday = dayFromToday(-1);
    if (yesterday.slice(0, 7) === dayFromToday(0).slice(0, 7)) {
      const label = new Intl.DateTimeFormat("es-SV", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${yesterday}T00:00:00Z`));
      await expect(editor.getByRole("button", { name: `${label}: ya pasó` })).toBeDisabled();
    }
    for (const day of blocked) {
      const month = day.slice(0, 7);
      for (let step = 0; step < 2 && !(await editor.locator("caption").textContent())!.includes(new Intl.DateTimeFormat("es-SV", { month: "long", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`))); step++) {
        await editor.getByRole("button", { name: "Mes siguiente" }).click();
      }
      const label = new Intl.DateTimeFormat("es-SV", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
      await editor.getByRole("button", { name: `${label}: disponible` }).click();
      await expect(editor.getByRole("button", { name: `${label}: no disponible` })).toBeVisible();
    }
    await editor.getByRole("button", { name: "Guardar disponibilidad" }).click();
    await expect(page.getByText("Disponibilidad guardada")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
    // The portal, calendar included, fits a 320 px phone.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.reload();
    await expect(editor.getByRole("button", { name: "Guardar disponibilidad" })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The profile shows the checks (never the files) and the calendar.
    await page.goto(preview(`/s/${sitter.slug}`));
    const checks = main(page).getByRole("region", { name: "Lo que verificamos" });
    await expect(checks).toContainText("DUI verificado");
    await expect(checks).toContainText("Domicilio verificado");
    await expect(checks).toContainText(/Antecedentes penales vigentes hasta el/);
    await expect(checks).toContainText(/Solvencia de la PNC vigente hasta el/);
    await expect(checks).toContainText("Entrevista completada");
    await expect(main(page)).not.toContainText(".pdf");
    // Its calendar reads each day and its state to a screen reader, once, in the table's cells.
    const blockedLabel = new Intl.DateTimeFormat("es-SV", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${blocked[0]}T00:00:00Z`));
    await expect(main(page).getByRole("cell", { name: `${blockedLabel}: no disponible`, exact: true })).toBeVisible();

    // Her profile, reached with a blocked date, says so next to the booking button.
    await page.goto(`${preview(`/s/${sitter.slug}`)}?fecha=${blocked[0]}`);
    await expect(page.getByRole("status").filter({ hasText: "no está disponible el" }).first()).toBeVisible();

    // A search for a blocked day leaves her out; another day finds her.
    await page.goto(`${preview("/busca")}?zona=nuevo-cuscatlan&fecha=${blocked[0]}`);
    await expect(main(page).getByRole("heading", { name: sitter.name })).toHaveCount(0);
    await page.goto(`${preview("/busca")}?zona=nuevo-cuscatlan&fecha=${dayFromToday(19)}`);
    await expect(main(page).getByRole("heading", { name: sitter.name })).toBeVisible();

    // The booking form names the blocked days in the range and does not go on; the server refuses them too.
    await page.goto(`${preview("/reservar")}?sitter=${sitter.slug}`);
    await page.getByRole("group", { name: "Servicio" }).getByLabel(/Hospedaje en casa/).check();
    await page.getByRole("group", { name: "Tu mascota es" }).getByLabel("Perro").check();
    await page.getByRole("group", { name: "Tamaño" }).getByLabel(/Mediano/).check();
    await page.getByLabel("Fecha de inicio").fill(blocked[0]);
    await page.getByLabel("Fecha de fin").fill(dayFromToday(22));
    const longDay = (day: string) => new Intl.DateTimeFormat("es-SV", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
    const named = `${sitter.name} no está disponible del ${longDay(blocked[0])} al ${longDay(blocked[1])}. Elige otras fechas o escoge otro cuidador.`;
    await expect(page.getByRole("status").filter({ hasText: named })).toBeVisible();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByLabel("Fecha de inicio")).toBeFocused();
    await expect(main(page)).toContainText(named);
    await expect(page.getByRole("button", { name: "Enviar solicitud" })).toHaveCount(0);
    const refused = await request.post("/api/reservations", {
      data: { ownerName: "Ana Gómez", ownerEmail: "ana@example.com", ownerWhatsapp: "7123-4567", municipio: "Santa Tecla", sitterId: sitter.id, sitterName: "", service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: blocked[1], endDate: dayFromToday(23) },
    });
    expect(refused.status()).toBe(409);

    // Free days go through; the caregiver accepts from the portal; the owner's page says it is confirmed.
    await page.getByLabel("Fecha de inicio").fill(dayFromToday(25));
    await page.getByLabel("Fecha de fin").fill(dayFromToday(26));
    await page.getByRole("button", { name: "Continuar" }).click();
    await fillContact(page);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/reservations"));
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const { trackingUrl, id } = await (await answer).json();
    accepted = id;
    await page.goto("/portal");
    const requests = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Mis solicitudes" }) });
    const reference = (id as string).slice(-6).toUpperCase();
    await expect(requests).not.toContainText("ana.gomez@example.com");
    await waiveMeet(request, trackingUrl);
    await page.reload();
    await requests.getByRole("button", { name: `Aceptar la solicitud ${reference}` }).click();
    await expect(page.getByText("Solicitud aceptada")).toBeVisible();
    await expect(requests).toContainText("ana.gomez@example.com");

    await page.goto(trackingUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva confirmada");
  } finally {
    await cancelBooking(request, accepted);
    await unpublishSitter(request, sitter.id);
  }
});

test("the caregiver edits their bio and walk price, the team approves it side by side, the profile changes", async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const sitter = await createPublishedSitter(request, `Claudia Marcela Guevara ${Date.now()}`);
  try {
    expect((await page.request.post("/api/auth/login", { data: { email: sitter.caregiver.email, password: VERIFIED_PASSWORD } })).status()).toBe(200);

    const bio = `Cuido perros mayores con calma y mucho cariño; los saco al jardín dos veces al día. (${Date.now()})`;
    await page.goto("/portal");
    const card = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Mi perfil" }) });
    await card.getByLabel("Sobre mí").fill(bio);
    // Their own price per service, read back exactly as families will see it.
    const prices = card.getByRole("region", { name: "Así verán tus precios las familias" });
    await expect(prices.getByRole("listitem")).toHaveText([/Hospedaje en casa\s*Desde \$22 por noche/, /Guardería de día\s*Desde \$12 por día/, /Paseos\s*Desde \$5 por paseo/]);
    await card.getByLabel("Paseo (por paseo)").fill("15");
    await expect(prices.getByRole("listitem").last()).toHaveText(/Paseos\s*Desde \$15 por paseo/);
    await expect(prices).toContainText("tu tarjeta dice Desde $12");
    await card.getByRole("button", { name: "Enviar cambios a revisión" }).click();
    await expect(card.getByText(/^En revisión/)).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
    await page.goto(preview(`/s/${sitter.slug}`));
    await expect(main(page)).not.toContainText(bio);

    // The team, in its own browser.
    const team = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const admin = await team.newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin#cambios-de-perfil");
    const change = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: sitter.name }) });
    await expect(change.getByRole("row").filter({ hasText: "Sobre mí" })).toContainText(bio);
    await expect(change.getByRole("row").filter({ hasText: "Precio: Paseos" })).toHaveText(/Desde \$5 por paseo\s*Desde \$15 por paseo/);
    await change.getByRole("button", { name: `Aprobar y publicar los cambios de ${sitter.name}` }).click();
    await expect(change).toContainText("Aprobado");
    await team.close();

    await page.goto(preview(`/s/${sitter.slug}`));
    await expect(main(page)).toContainText(bio);
    await expect(main(page).getByRole("region", { name: "Servicios y precios" }).getByRole("listitem").last()).toHaveText(/Paseos\s*Desde \$15 por paseo/);
  } finally {
    await unpublishSitter(request, sitter.id);
  }
});
