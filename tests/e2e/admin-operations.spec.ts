import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Download, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import {
  accessibilityProblems,
  cancelBooking,
  choose,
  createVerifiedCaregiver,
  png,
  recordCspViolations,
  signInAsAdmin,
  toast,
  todayShort,
  uniqueEmail,
  waiveMeet,
} from "./helpers";
import { dayFromToday, gotoAfterChange, main, preview } from "./site-helpers";

// The pilot team's operations in the admin dashboard (the operations issue): the bookings inbox and its
// pipeline, applications and waitlists, the CSV exports, and public sitter profiles from creation to search.

async function openTab(page: Page, tab: string) {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("heading", { name: tab, level: 2 })).toBeVisible();
}

/** A calendar day written as the dashboard writes it: "24 de diciembre de 2026". */
const longDay = (isoDay: string) =>
  new Intl.DateTimeFormat("es-SV", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${isoDay}T00:00:00Z`));
/** "2026-12-24" → "24/12/2026" */
const shortDay = (isoDay: string) => isoDay.split("-").reverse().join("/");

// Each request gets days of its own: a confirmed boarding stay blocks its days for the sitter's other requests.
let bookingWindow = 0;

async function sendBooking(request: APIRequestContext, overrides: Record<string, unknown>, options: { waiveMeet?: boolean } = {}) {
  const start = 40 + 3 * bookingWindow++;
  const response = await request.post("/api/reservations", {
    data: {
      ownerName: "Andrea Cañas",
      ownerEmail: uniqueEmail("duena"),
      ownerWhatsapp: "7123-4567",
      municipio: "Santa Tecla",
      company: "",
      sitterId: 3,
      sourceUrl: "http://127.0.0.1/preview/reservar?sitter=3",
      service: "BOARDING",
      petType: "DOG",
      petSize: "MEDIUM",
      startDate: dayFromToday(start),
      endDate: dayFromToday(start + 2),
      notes: "Luna es tímida; le gusta dormir en su cama.",
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  const { id, trackingUrl } = await response.json();
  if (options.waiveMeet) await waiveMeet(request, trackingUrl);
  return id as string;
}

/** Excel-in-Spanish CSV: UTF-8 with a BOM, ";" between fields, quoted fields with doubled quotes, CRLF. */
function parseCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ";") {
      row.push(field);
      field = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += char;
    }
  }
  expect(field).toBe("");
  expect(row).toEqual([]);
  return rows;
}

/** Clicks a section's 'Exportar CSV' and answers the file's name and its rows (header first) as objects. */
async function exportCsv(page: Page): Promise<{ name: string; header: string[]; rows: Record<string, string>[] }> {
  const downloadPromise: Promise<Download> = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Exportar CSV/ }).click();
  const download = await downloadPromise;
  const [header, ...rows] = parseCsv(await readFile((await download.path())!));
  for (const row of rows) expect(row).toHaveLength(header.length);
  return { name: download.suggestedFilename(), header, rows: rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]]))) };
}

const DATE_TIME_ES_SV = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

test.describe("Reservas", () => {
  test("each request shows sitter, contact, service, dates, pet and notes; the pipeline records each change; the note stays; WhatsApp is one click", async ({
    page,
    request,
  }) => {
    const owner = `Andrea Cañas ${Date.now()}`;
    const start = dayFromToday(10);
    const end = dayFromToday(12);
    const previous = `Persona Anterior ${Date.now()}`;
    await sendBooking(request, { ownerName: previous });
    // The owner skips the meet & greet: the team may confirm this first booking with sitter 3.
    const booking = await sendBooking(request, { ownerName: owner, ownerEmail: "andrea.canas@e2e.huellitas.test", startDate: start, endDate: end }, { waiveMeet: true });
    try {
      const sitter = await (await request.get("/api/sitters/3")).json();
      await openTab(page, "Reservas");

      // Newest first: above the request sent just before it (other specs' requests may arrive in between).
      const card = page.getByRole("article").filter({ hasText: owner });
      await expect(card).toBeVisible();
      await expect(page.getByRole("article").filter({ hasText: previous })).toBeVisible();
      const order = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
      expect(order.findIndex((heading) => heading.startsWith(owner))).toBeLessThan(order.findIndex((heading) => heading.startsWith(previous)));
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(`${owner} · Hospedaje en casa`);
      await expect(card.getByRole("link", { name: new RegExp(sitter.name) })).toHaveAttribute("href", `/preview/s/${sitter.slug}`);
      await expect(card).toContainText(`Del ${longDay(start)} al ${longDay(end)}`);
      await expect(card).toContainText("Perro · Mediano");
      await expect(card.getByRole("link", { name: "andrea.canas@e2e.huellitas.test" })).toBeVisible();
      await expect(card).toContainText("+503 7123-4567");
      await expect(card).toContainText("Santa Tecla");
      await expect(card).toContainText("Luna es tímida; le gusta dormir en su cama.");

      // WhatsApp to the owner, prefilled with the sitter and the dates.
      const whatsapp = card.getByRole("link", { name: /Escribir a Andrea por WhatsApp/ });
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      const url = new URL((await whatsapp.getAttribute("href"))!);
      expect(url.origin + url.pathname).toBe("https://wa.me/50371234567");
      const message = url.searchParams.get("text")!;
      expect(message).toContain("¡Hola, Andrea!");
      expect(message).toContain(sitter.name);
      expect(message).toContain(`del ${longDay(start)} al ${longDay(end)}`);

      // The pipeline: each move with its time and who made it.
      const status = card.getByRole("combobox", { name: "Estado" });
      const history = card.getByRole("list", { name: "Historial", exact: true });
      await expect(status).toHaveText("Recibida");
      await expect(history.getByRole("listitem")).toHaveCount(1);
      await expect(history.getByRole("listitem").first()).toContainText("Recibida");
      await expect(history.getByRole("listitem").first()).toContainText(todayShort());
      for (const label of ["Contactada", "Confirmada"]) {
        await choose(status, label);
        // A move that e-mails someone says first what will happen and who will be told ("Contactada" tells no one).
        if (label === "Confirmada") {
          await expect(card).toContainText("Se marcará como confirmada y se avisará por correo al dueño de la mascota y el cuidador (si tiene cuenta en el portal).");
          await card.getByRole("button", { name: "Marcar como confirmada y avisar" }).click();
        }
        await expect(toast(page, "Estado actualizado")).toContainText(`${owner}: ${label}`);
        await expect(status).toHaveText(label);
        await expect(card.locator("[data-slot=badge]")).toHaveText(label);
      }
      const steps = history.getByRole("listitem");
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(1)).toContainText("Contactada");
      await expect(steps.nth(2)).toContainText("Confirmada");
      await expect(steps.nth(2)).toContainText(`${todayShort()}`);
      await expect(steps.nth(2)).toContainText(E2E_ADMIN.email);
      expect((await steps.nth(2).locator("span").nth(1).textContent())!.split(" · ")[0]).toMatch(DATE_TIME_ES_SV);

      // The filter by status.
      const filter = page.getByRole("combobox", { name: "Mostrar" });
      await choose(filter, /^Confirmada \(\d+\)$/);
      await expect(card).toBeVisible();
      await choose(filter, /^Recibida \(\d+\)$/);
      await expect(card).toHaveCount(0);
      await choose(filter, /^Todas/);

      // The team's note, kept across reloads.
      const note = card.getByLabel("Nota interna");
      const save = card.getByRole("button", { name: "Guardar nota" });
      await expect(save).toBeDisabled();
      await note.fill("Confirmado por teléfono; lleva su comida.");
      await save.click();
      await expect(toast(page, "Nota guardada")).toBeVisible();
      await expect(save).toBeDisabled();
      await page.reload();
      await expect(page.getByRole("article").filter({ hasText: owner }).getByLabel("Nota interna")).toHaveValue("Confirmado por teléfono; lleva su comida.");

      const stored = (await (await page.request.get("/api/admin/bookings")).json()).find((b: { name: string }) => b.name === owner);
      expect(stored.history.map((h: { status: string }) => h.status)).toEqual(["RECEIVED", "CONTACTED", "CONFIRMED"]);
      expect(stored.internalNote).toBe("Confirmado por teléfono; lleva su comida.");
    } finally {
      // The stay was confirmed: cancelled, it no longer blocks the sitter's days for other specs.
      await cancelBooking(request, booking);
    }
  });

  test("a failed move shows SPEC's fallback and keeps the status", async ({ page, request }) => {
    const owner = `Mario Vides ${Date.now()}`;
    await sendBooking(request, { ownerName: owner });
    await openTab(page, "Reservas");
    const card = page.getByRole("article").filter({ hasText: owner });
    await page.route("**/api/admin/bookings/*", (route) => route.abort());
    await choose(card.getByRole("combobox", { name: "Estado" }), "Contactada");
    await expect(toast(page, "Error")).toContainText("Error al actualizar estado");
    await expect(card.getByRole("combobox", { name: "Estado" })).toHaveText("Recibida");
  });
});

test.describe("CSV exports", () => {
  test("each list downloads as a CSV that Excel in Spanish opens: BOM, ';', es-SV dates, text kept as text", async ({ page, request }) => {
    const stamp = Date.now();
    const owner = `Beatriz Lara ${stamp}`;
    const start = dayFromToday(20);
    const sent = await sendBooking(request, { ownerName: owner, startDate: start, endDate: start, petType: "CAT", petSize: "SMALL", service: "DAYCARE", notes: 'Dice "miau"; come a las 6' });
    const applicant = uniqueEmail("solicitud");
    expect((await request.post("/api/applications", { data: { name: `Óscar Ñuñez ${stamp}`, email: applicant, phone: "7555-1234", municipio: "Antiguo Cuscatlán", services: ["WALK", "BOARDING"], company: "", sourceUrl: "" } })).status()).toBe(201);
    const petOwner = uniqueEmail("duena-espera");
    const lead = await (await request.post("/api/pet-owner-leads", { data: { name: `Camila Ortiz ${stamp}`, whatsapp: "6123 4567", email: petOwner, petType: "CAT", consent: true, company: "", referralCode: "ABC234" } })).json();

    await openTab(page, "Reservas");
    const reservas = await exportCsv(page);
    expect(reservas.name).toMatch(/^huellitas-reservas-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(reservas.header).toEqual(["Recibida", "Referencia", "Estado", "Cuidador", "Servicio", "Desde", "Hasta", "Mascota", "Tamaño", "Dueño", "Correo", "WhatsApp", "Avisos por WhatsApp", "Avisos por WhatsApp desde", "Municipio", "Notas", "Nota interna"]);
    const booking = reservas.rows.find((row) => row["Dueño"] === owner)!;
    expect(booking["Recibida"]).toMatch(DATE_TIME_ES_SV);
    expect(booking["Recibida"].slice(0, 10)).toBe(todayShort());
    expect(booking).toMatchObject({
      // The reference owners are told to quote: the last six characters of the id, in capitals.
      Referencia: sent.slice(-6).toUpperCase(),
      Estado: "Recibida",
      Servicio: "Guardería de día",
      Desde: shortDay(start),
      Hasta: shortDay(start),
      Mascota: "Gato",
      "Tamaño": "Pequeño",
      WhatsApp: "503 7123-4567",
      Notas: 'Dice "miau"; come a las 6',
    });

    await page.getByRole("tab", { name: "Postulaciones" }).click();
    const solicitudes = await exportCsv(page);
    expect(solicitudes.name).toMatch(/^huellitas-postulaciones-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(solicitudes.rows.find((row) => row["Correo"] === applicant)).toMatchObject({
      Tipo: "Postulación",
      Nombre: `Óscar Ñuñez ${stamp}`,
      WhatsApp: "503 7555-1234",
      Municipio: "Antiguo Cuscatlán",
      Servicios: "Paseos, Hospedaje en casa",
      "Cuenta creada": "No",
    });

    await page.getByRole("tab", { name: "Dueños en espera" }).click();
    const espera = await exportCsv(page);
    expect(espera.name).toMatch(/^huellitas-duenos-en-espera-\d{4}-\d{2}-\d{2}\.csv$/);
    const entry = espera.rows.find((row) => row["Correo"] === petOwner)!;
    expect(entry["Registrado"]).toMatch(DATE_TIME_ES_SV);
    expect(entry).toMatchObject({ Nombre: `Camila Ortiz ${stamp}`, Mascota: "Gato", "Código": lead.referralCode, "Personas referidas": "0" });
  });
});

test.describe("Solicitudes and Lista de espera", () => {
  test("applications and caregiver waitlist entries; 'Crear cuenta' opens the create dialog prefilled", async ({ page, request }) => {
    const stamp = Date.now();
    const applicant = { name: `Sofía Ramírez ${stamp}`, email: uniqueEmail("sofia") };
    const waiting = { name: `Carlos Pérez ${stamp}`, email: uniqueEmail("carlos") };
    expect((await request.post("/api/applications", { data: { ...applicant, phone: "7555-1234", municipio: "Antiguo Cuscatlán", company: "", sourceUrl: "" } })).status()).toBe(201);
    const joined = await request.post("/api/provider-leads", {
      data: { ...waiting, whatsapp: "7012 3456", motivation: "Trabajo desde casa y amo a los perros.", consent: true, company: "" },
    });
    expect(joined.ok()).toBe(true);
    await openTab(page, "Postulaciones");

    const table = page.getByRole("table", { name: "Postulaciones" });
    const applicantRow = table.getByRole("row").filter({ hasText: applicant.email });
    const waitingRow = table.getByRole("row").filter({ hasText: waiting.email });
    await expect(applicantRow.getByRole("rowheader")).toHaveText(applicant.name);
    await expect(applicantRow).toContainText("Postulación");
    await expect(applicantRow).toContainText("+503 7555-1234");
    await expect(applicantRow).toContainText("Antiguo Cuscatlán");
    await expect(waitingRow).toContainText("Lista de espera");
    await expect(waitingRow).toContainText("Trabajo desde casa y amo a los perros.");
    await expect(waitingRow).toContainText(todayShort());
    // On a 1280 px screen every column fits: the table does not scroll sideways.
    await page.setViewportSize({ width: 1280, height: 800 });
    const tableBox = page.locator("[data-slot=table-container]").filter({ has: table });
    expect(await tableBox.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await choose(page.getByRole("combobox", { name: "Mostrar" }), "Solo postulaciones");
    await expect(waitingRow).toHaveCount(0);
    await expect(applicantRow).toBeVisible();

    await applicantRow.getByRole("button", { name: `Crear cuenta para ${applicant.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Crear cuidador" });
    await expect(dialog.getByLabel("Nombre", { exact: true })).toHaveValue(applicant.name);
    await expect(dialog.getByLabel("Correo electrónico")).toHaveValue(applicant.email);
    await expect(dialog.getByLabel("Contraseña temporal")).toHaveValue("");
    await dialog.getByRole("button", { name: "Generar contraseña" }).click();
    await dialog.getByRole("button", { name: "Crear cuidador" }).click();
    await expect(toast(page, "Usuario creado")).toContainText(applicant.name);
    await page.getByRole("dialog", { name: "Contraseña temporal" }).getByRole("button", { name: "Listo" }).click();
    await expect(applicantRow.getByText("Cuenta creada")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Postulaciones", level: 2 })).toBeFocused();

    const users = await (await page.request.get("/api/admin/users")).json();
    expect(users.find((u: { email: string }) => u.email === applicant.email)).toMatchObject({ name: applicant.name, status: "pending" });
  });

  test("pet owners with their referral code, who referred them, how many each referred, and the ranking", async ({ page, request }) => {
    const stamp = Date.now();
    const join = async (name: string, referredBy?: string) => {
      const response = await request.post("/api/pet-owner-leads", {
        data: { name, whatsapp: "6123 4567", email: uniqueEmail("espera"), petType: "DOG", consent: true, company: "", referralCode: "ZZZ999", referredBy },
      });
      return (await response.json()).referralCode as string;
    };
    const lucia = `Lucía Romero ${stamp}`;
    const code = await join(lucia);
    await join(`Ana Gómez ${stamp}`, code);
    await join(`Pedro Alas ${stamp}`, code);
    await openTab(page, "Dueños en espera");

    const table = page.getByRole("table", { name: "Dueños en espera" });
    const luciaRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: lucia }) });
    await expect(luciaRow.getByRole("cell").nth(4)).toHaveText(code);
    await expect(luciaRow.getByRole("cell").last()).toHaveText("2");
    await expect(luciaRow).toContainText("Perro");
    const anaRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `Ana Gómez ${stamp}` }) });
    await expect(anaRow.getByRole("cell").nth(5)).toHaveText(`${code} (${lucia})`);
    await expect(anaRow.getByRole("cell").last()).toHaveText("0");

    const ranking = page.getByRole("region", { name: "Quién ha referido a más personas" });
    await expect(ranking.getByRole("listitem").filter({ hasText: lucia })).toContainText(`código ${code}): 2 personas referidas`);
  });
});

test.describe("public sitter profiles", () => {
  test("create with photos, publish into search and profile, edit, link an account, and unpublish", async ({ page, request }) => {
    // Nothing the dashboard does here (forms, uploads, pictures) may break the Content-Security-Policy.
    const cspViolations = await recordCspViolations(page);
    const stamp = Date.now();
    const name = `Rosa Campos ${stamp}`;
    const slug = `rosa-campos-${stamp}`;
    const caregiver = await createVerifiedCaregiver(request, `Rosa Campos (cuenta) ${stamp}`);
    const publicSlugs = async () => ((await (await request.get("/api/sitters")).json()) as { slug: string }[]).map((s) => s.slug);
    const publicProfile = (key: string) => request.get(`/api/sitters/${key}`);
    // The public site as a visitor sees it, in a tab of its own.
    const site = await page.context().newPage();
    const searchCard = () => main(site).getByRole("article").filter({ has: site.getByRole("heading", { name }) });

    try {
      await openTab(page, "Perfiles públicos");
      await page.getByRole("button", { name: "Nuevo perfil" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuevo perfil público" });
      await dialog.getByRole("button", { name: "Crear perfil" }).click();
      for (const message of [
        "Escribe el nombre del cuidador.",
        "Elige un departamento de la lista.",
        "Escribe el municipio.",
        "Selecciona al menos un servicio",
        "Escribe una presentación de al menos 20 caracteres.",
      ]) {
        await expect(dialog.getByText(message)).toBeVisible();
      }

      await dialog.getByLabel("Nombre", { exact: true }).fill(name);
      await expect(dialog.getByLabel("Dirección web")).toHaveValue(slug);
      await choose(dialog.getByRole("combobox", { name: "Departamento" }), "La Libertad");
      await dialog.getByLabel("Municipio o zona").fill("Santa Tecla");
      await dialog.getByRole("checkbox", { name: "Paseos" }).check();
      await dialog.getByRole("checkbox", { name: "Guardería de día" }).check();
      // A price per service offered, asked only once the service is ticked.
      await expect(dialog.getByLabel("Hospedaje (por noche)")).toHaveCount(0);
      await dialog.getByLabel("Guardería de día (por día)").fill("14");
      await dialog.getByRole("button", { name: "Crear perfil" }).click();
      await expect(dialog.getByText("Escribe el precio del paseo: un número entero de dólares entre 1 y 500.")).toBeVisible();
      await dialog.getByLabel("Paseo (por paseo)").fill("9");
      await dialog.getByLabel("WhatsApp").fill("7654-3210");
      await dialog.getByRole("checkbox", { name: "Acepta gatos" }).uncheck();
      await dialog.getByLabel("Sobre mí").fill("Camino con perros todas las mañanas en el parque y los cuido como a los míos.");
      await dialog.getByLabel("Su hogar").fill("Casa con patio cercado en Santa Tecla.");
      await dialog.getByLabel("Insignias").fill("casa-con-patio");
      await dialog.getByLabel("Foto de perfil", { exact: true }).setInputFiles({ name: "rosa.png", mimeType: "image/png", buffer: png() });
      await expect(dialog.getByRole("img", { name: "Foto de perfil elegida" })).toBeVisible();
      const gallery = dialog.getByLabel(/^Galería/);
      await gallery.setInputFiles({ name: "patio.png", mimeType: "image/png", buffer: png() });
      await expect(dialog.getByRole("img", { name: "Foto 1 de la galería" })).toBeVisible();
      await gallery.setInputFiles({ name: "paseo.png", mimeType: "image/png", buffer: png() });
      await expect(dialog.getByRole("img", { name: "Foto 2 de la galería" })).toBeVisible();
      // Not an image: the server's reason, next to the field.
      await gallery.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("no soy una imagen") });
      await expect(dialog.getByRole("alert")).toHaveText("Solo aceptamos imágenes JPG, PNG o WebP.");
      await expect(dialog.getByRole("checkbox", { name: "Publicado" })).not.toBeChecked();
      await dialog.getByRole("button", { name: "Crear perfil" }).click();
      await expect(toast(page, "Perfil creado")).toContainText(name);

      // Created hidden: not in the search, no profile.
      const row = page.getByRole("row").filter({ hasText: `/s/${slug}` });
      await expect(row.getByText("Oculto")).toBeVisible();
      await expect(row).toContainText("Paseos, Guardería de día");
      await expect(row).toContainText("$9");
      expect(await publicSlugs()).not.toContain(slug);
      expect((await publicProfile(slug)).status()).toBe(404);

      // Not publishable yet: the row says what is missing, and publishing answers the same list.
      await expect(row.getByText(/^Falta para publicar: cuenta de cuidador vinculada, DUI verificado y vigente, .*entrevista completada\.$/)).toBeVisible();
      await row.getByRole("button", { name: `Publicar perfil de ${name}` }).click();
      await expect(toast(page, "Error")).toContainText("Para publicar este perfil falta: cuenta de cuidador vinculada");
      await expect(row.getByText("Oculto")).toBeVisible();
      expect(await publicSlugs()).not.toContain(slug);

      // Edit: a new price and the caregiver account (documents verified, interview done); the rest stays.
      await row.getByRole("button", { name: `Editar perfil de ${name}` }).click();
      const edit = page.getByRole("dialog", { name: `Editar perfil de ${name}` });
      await expect(edit.getByLabel("WhatsApp")).toHaveValue("+503 7654-3210");
      await expect(edit.getByRole("img", { name: /de la galería/ })).toHaveCount(2);
      await expect(edit.getByLabel("Guardería de día (por día)")).toHaveValue("14");
      await edit.getByLabel("Paseo (por paseo)").fill("11");
      await choose(edit.getByRole("combobox", { name: "Cuenta de cuidador" }), new RegExp(caregiver.email));
      await edit.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(toast(page, "Perfil guardado")).toContainText(name);
      await expect(row).toContainText("$11");
      await expect(row).toContainText(caregiver.name);
      // The verified account brings every check: nothing is missing any more.
      await expect(row.getByText(/Falta para publicar/)).toHaveCount(0);

      // Published: in the search and with its profile at once.
      await row.getByRole("button", { name: `Publicar perfil de ${name}` }).click();
      await expect(toast(page, "Perfil publicado")).toContainText(`${name} ya aparece en la búsqueda.`);
      await expect(row.getByText("Publicado", { exact: true })).toBeVisible();
      await expect(row.getByRole("link", { name: new RegExp(`Ver perfil de ${name}`) })).toHaveAttribute("href", `/preview/s/${slug}`);
      expect(await publicSlugs()).toContain(slug);
      const profile = await (await publicProfile(slug)).json();
      expect(profile).toMatchObject({
        name,
        department: "La Libertad",
        municipality: "Santa Tecla",
        services: ["WALK", "DAYCARE"],
        prices: [
          { type: "DAYCARE", priceUSD: 14 },
          { type: "WALK", priceUSD: 11 },
        ],
        priceFromUSD: 11,
        acceptsCats: false,
        acceptsLargeDogs: true,
        whatsapp: "50376543210",
        badges: ["casa-con-patio"],
        home: "Casa con patio cercado en Santa Tecla.",
      });
      expect(profile.avatar).toMatch(/^\/media\/[0-9a-f-]{36}-96\.webp$/);
      expect(profile.gallery).toHaveLength(2);
      const avatar = await request.get(profile.avatar);
      expect(avatar.headers()["content-type"]).toBe("image/webp");
      await gotoAfterChange(site, preview("/busca"), searchCard());
      await expect(searchCard()).toContainText("Santa Tecla");
      await site.goto(preview(`/s/${slug}`));
      await expect(site.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(main(site)).toContainText("Camino con perros todas las mañanas");
      await expect(main(site).getByRole("region", { name: "Su hogar" })).toContainText("Casa con patio cercado en Santa Tecla.");
      await expect(main(site).getByRole("list", { name: "Fotos" }).getByRole("img")).toHaveCount(2);

      // Unpublished: gone from both.
      await row.getByRole("button", { name: `Ocultar perfil de ${name}` }).click();
      await expect(toast(page, "Perfil oculto")).toBeVisible();
      await expect(row.getByText("Oculto")).toBeVisible();
      expect(await publicSlugs()).not.toContain(slug);
      expect((await publicProfile(slug)).status()).toBe(404);
      await gotoAfterChange(site, preview("/busca"), async () => {
        await expect(main(site).getByRole("article").first()).toBeVisible({ timeout: 1_000 });
        await expect(searchCard()).toHaveCount(0, { timeout: 1_000 });
      });
      await site.goto(preview(`/s/${slug}`));
      await expect(site.getByRole("heading", { name: "Cuidador no encontrado" })).toBeVisible();
      expect(await cspViolations()).toEqual([]);
    } finally {
      // Other suites count the published sitters: never leave this one published.
      await signInAsAdmin(request);
      const sitters = (await (await request.get("/api/admin/sitters")).json()) as { id: number; slug: string }[];
      const created = sitters.find((s) => s.slug === slug);
      if (created) await request.patch(`/api/admin/sitters/${created.id}`, { data: { published: false } });
    }
  });

  test("a taken web address is refused on its field", async ({ page, request }) => {
    const existing = (await (await request.get("/api/sitters")).json())[0];
    await openTab(page, "Perfiles públicos");
    await page.getByRole("button", { name: "Nuevo perfil" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo perfil público" });
    await dialog.getByLabel("Nombre", { exact: true }).fill("Otra Persona");
    await dialog.getByLabel("Dirección web").fill(existing.slug);
    await choose(dialog.getByRole("combobox", { name: "Departamento" }), "San Salvador");
    await dialog.getByLabel("Municipio o zona").fill("Escalón");
    await dialog.getByRole("checkbox", { name: "Paseos" }).check();
    await dialog.getByLabel("Paseo (por paseo)").fill("7");
    await dialog.getByLabel("Sobre mí").fill("Me encantan los perros grandes y las caminatas largas.");
    await dialog.getByRole("button", { name: "Crear perfil" }).click();
    await expect(dialog.getByLabel("Dirección web")).toBeFocused();
    await expect(dialog.getByText("Ya existe un perfil con ese identificador web.")).toBeVisible();
    await expect(toast(page, "Error")).toContainText("Ya existe un perfil con ese identificador web.");
  });
});

test("operations tabs and the profile dialog have no WCAG 2.1 AA problems axe can find", async ({ page, request }) => {
  // Seven axe passes on a busy 2-core machine.
  test.setTimeout(90_000);
  await sendBooking(request, { ownerName: `Axe Prueba ${Date.now()}` });
  expect((await request.post("/api/applications", { data: { name: "Axe Solicitud", email: uniqueEmail("axe"), phone: "7555-1234", municipio: "Santa Tecla", company: "", sourceUrl: "" } })).status()).toBe(201);
  await request.post("/api/pet-owner-leads", { data: { name: "Axe Espera", whatsapp: "6123 4567", email: uniqueEmail("axe-espera"), petType: "CAT", consent: true, company: "", referralCode: "ABC234" } });

  await openTab(page, "Reservas");
  await expect(page.getByRole("article").first()).toBeVisible();
  // "Perfiles públicos" last: its "Nuevo perfil" dialog is checked next.
  for (const tab of ["Reservas", "Postulaciones", "Dueños en espera", "Cambios de perfil", "Reseñas", "Actividad", "Perfiles públicos"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("heading", { name: tab, level: 2 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Cargando/ })).toHaveCount(0);
    expect(await accessibilityProblems(page), tab).toBe("");
  }
  await page.getByRole("button", { name: "Nuevo perfil" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Crear perfil" }).click();
  await expect(page.getByRole("dialog").getByText("Escribe el nombre del cuidador.")).toBeVisible();
  expect(await accessibilityProblems(page)).toBe("");
});
