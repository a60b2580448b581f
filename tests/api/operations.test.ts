/** @jest-environment node */
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { GET as activity } from "@/app/api/admin/activity/route";
import { GET as listBookings } from "@/app/api/admin/bookings/route";
import { GET as exportList } from "@/app/api/admin/export/[list]/route";
import { POST as uploadImage } from "@/app/api/admin/images/route";
import { GET as petOwnerLeads } from "@/app/api/admin/pet-owner-leads/route";
import { GET as providerLeads } from "@/app/api/admin/provider-leads/route";
import { PATCH as patchSitter } from "@/app/api/admin/sitters/[id]/route";
import { GET as listSitters, POST as createSitter } from "@/app/api/admin/sitters/route";
import { POST as postApplication } from "@/app/api/applications/route";
import { POST as postPetOwner } from "@/app/api/pet-owner-leads/route";
import { POST as postProvider } from "@/app/api/provider-leads/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as publicSitter } from "@/app/api/sitters/[id]/route";
import { GET as publicSitters } from "@/app/api/sitters/route";
import { GET as media } from "@/app/media/[file]/route";
import sharp from "sharp";
import { IMAGE_MESSAGES } from "@/lib/files/image-processing";
import { imageVariant } from "@/lib/files/image-variants";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { missingForPublishing } from "@/lib/sitters/publish-checks";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";
import { createUser, signIn, verifiedCaregiver } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { phonePhoto, pngBomb } from "../helpers/images";
import { validApplication, validBooking, validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
let admin: string;
beforeEach(async () => {
  await seedSitters(database.db);
  await createUser(database.db, { email: "equipo@huellitas.sv", role: "admin" });
  admin = await signIn("equipo@huellitas.sv");
});

const none = { params: Promise.resolve({}) };
const asAdmin = (method: string, body?: unknown) => apiRequest("/api/admin/x", { method, headers: { cookie: admin }, body });
const publicPost = (handler: typeof postReservation, body: unknown) => handler(apiRequest("/api/x", { method: "POST", body }), none);

// A stay a month from today (El Salvador's calendar): never a fixed day that will pass.
const LATER = (() => {
  const start = addDays(todayInElSalvador(), 31);
  return { start, end: addDays(start, 2) };
})();
const longDay = (iso: string) =>
  new Intl.DateTimeFormat("es-SV", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(isoDateToUtc(iso));
const shortDay = (iso: string) => iso.split("-").reverse().join("/");

describe("bookings inbox", () => {
  it("lists bookings newest first with sitter, contact, history and a WhatsApp link naming the sitter and dates", async () => {
    await publicPost(postReservation, validBooking({ ownerName: "Primera Persona", ownerEmail: "uno@example.com" }));
    await publicPost(postReservation, validBooking({ ownerName: "Ana Gómez", sitterId: 3, startDate: LATER.start, endDate: LATER.end }));
    const { status, body } = await read(await listBookings(asAdmin("GET"), none));
    expect(status).toBe(200);
    expect(body.map((b: { name: string }) => b.name)).toEqual(["Ana Gómez", "Primera Persona"]);
    const sitter = await database.db.sitter.findUniqueOrThrow({ where: { id: 3 } });
    expect(body[0]).toEqual(
      expect.objectContaining({ sitterName: sitter.name, email: "ana@example.com", whatsapp: "+50371234567", status: "RECEIVED", notes: "Luna es tímida al principio." }),
    );
    expect(body[0].history).toEqual([expect.objectContaining({ status: "RECEIVED" })]);
    const url = new URL(body[0].whatsappUrl);
    expect(url.origin + url.pathname).toBe("https://wa.me/50371234567");
    const message = url.searchParams.get("text")!;
    expect(message).toContain("¡Hola, Ana!");
    expect(message).toContain(sitter.name);
    expect(message).toContain(`del ${longDay(LATER.start)} al ${longDay(LATER.end)}`);
  });

  it("moves a booking along the pipeline with the time and author of each change, and keeps a note", async () => {
    const { body: created } = await read(await publicPost(postReservation, validBooking()));
    const patch = async (body: unknown) => read(await patchBooking(asAdmin("PATCH", body), routeParams({ id: created.id })));
    expect((await patch({ status: "CONTACTED" })).body.booking.status).toBe("CONTACTED");
    await patch({ status: "CONTACTED" }); // the same status again is not a new step
    await meetWentWell(database.db, created.id);
    const confirmed = await patch({ status: "CONFIRMED", internalNote: "  Confirmado por teléfono.  " });
    expect(confirmed.body.booking.internalNote).toBe("Confirmado por teléfono.");
    expect(confirmed.body.booking.history.map((h: { status: string }) => h.status)).toEqual(["RECEIVED", "CONTACTED", "CONFIRMED"]);
    expect(confirmed.body.booking.history[2]).toEqual({ status: "CONFIRMED", changedAt: expect.any(String), changedBy: "equipo@huellitas.sv", reason: null, move: "team.confirm", by: "team" });
    expect((await patch({ internalNote: "" })).body.booking.internalNote).toBeNull();
  });

  it("refuses an unknown status, an empty change and an unknown booking", async () => {
    const { body: created } = await read(await publicPost(postReservation, validBooking()));
    const patch = async (id: string, body: unknown) => read(await patchBooking(asAdmin("PATCH", body), routeParams({ id })));
    expect((await patch(created.id, { status: "PAID" })).body.error).toBe("Elige un estado de reserva válido.");
    expect((await patch(created.id, {})).body.error).toBe("Indica el nuevo estado, la nota o el Plan B.");
    expect((await patch(created.id, { internalNote: "n".repeat(2001) })).status).toBe(400);
    expect(await patch("nada", { status: "CONTACTED" })).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa reserva." } });
    expect(await database.db.bookingStatusChange.count()).toBe(0);
  });
});

describe("applications and waitlists", () => {
  it("lists applications and caregiver waitlist entries, saying which already have an account", async () => {
    await publicPost(postApplication, validApplication());
    await publicPost(postProvider, validProviderLead());
    await createUser(database.db, { email: "sofia@example.com" });
    const { body } = await read(await providerLeads(asAdmin("GET"), none));
    expect(body.map((l: { email: string; source: string; accountId: string | null }) => [l.email, l.source, Boolean(l.accountId)])).toEqual([
      ["carlos@example.com", "WAITLIST", false],
      ["sofia@example.com", "APPLICATION", true],
    ]);
  });

  it("counts how many people each pet owner referred, with a ranking", async () => {
    const lucia = (await read(await publicPost(postPetOwner, validPetOwnerLead()))).body.referralCode;
    const ana = (await read(await publicPost(postPetOwner, validPetOwnerLead({ email: "ana@example.com", referredBy: lucia })))).body.referralCode;
    await publicPost(postPetOwner, validPetOwnerLead({ email: "b@example.com", referredBy: lucia }));
    await publicPost(postPetOwner, validPetOwnerLead({ email: "c@example.com", referredBy: ana }));
    const { body } = await read(await petOwnerLeads(asAdmin("GET"), none));
    const byEmail = Object.fromEntries(body.entries.map((e: { email: string; referralCount: number }) => [e.email, e.referralCount]));
    expect(byEmail).toEqual({ "lucia@example.com": 2, "ana@example.com": 1, "b@example.com": 0, "c@example.com": 0 });
    expect(body.ranking.map((r: { email: string }) => r.email)).toEqual(["lucia@example.com", "ana@example.com"]);
  });
});

describe("a booking sent with SPEC §7's payload only", () => {
  it("reads 'sin detalles' where details are missing, in the export, and the WhatsApp text asks about the request", async () => {
    const spec = { ownerName: "Rosa Menjívar", ownerEmail: "rosa@example.com", ownerWhatsapp: "7123-4567", municipio: "San Salvador", company: "", sitterName: "", sitterId: 2, sourceUrl: "" };
    expect((await publicPost(postReservation, spec)).status).toBe(201);
    const [booking] = (await read(await listBookings(asAdmin("GET"), none))).body;
    expect(booking).toMatchObject({ service: null, petType: null, petSize: null, startDate: null, endDate: null });
    expect(new URL(booking.whatsappUrl).searchParams.get("text")).toMatch(/^¡Hola, Rosa! Te escribimos de Huellitas por tu solicitud de reserva con .+\. ¿Tienes/);
    const csv = new TextDecoder().decode(new Uint8Array(await (await exportList(asAdmin("GET"), routeParams({ list: "reservas.csv" }))).arrayBuffer()));
    expect(csv).toContain(";sin detalles;sin detalles;sin detalles;sin detalles;sin detalles;Rosa Menjívar;");
  });
});

describe("CSV export", () => {
  it("answers UTF-8 with a BOM, ';' separators and es-SV dates, with formulas defused", async () => {
    await publicPost(postReservation, validBooking({ ownerName: "=HYPERLINK(\"x\")", notes: "Tiene miedo; y \"ladra\"", startDate: LATER.start, endDate: LATER.end }));
    const response = await exportList(asAdmin("GET"), routeParams({ list: "reservas.csv" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="huellitas-reservas-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0].split(";")).toEqual(["Recibida", "Referencia", "Estado", "Cuidador", "Servicio", "Desde", "Hasta", "Mascota", "Tamaño", "Dueño", "Correo", "WhatsApp", "Avisos por WhatsApp", "Avisos por WhatsApp desde", "Municipio", "Notas", "Nota interna"]);
    const [booking] = await database.db.booking.findMany({ select: { id: true } });
    expect(lines[1]).toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};${booking.id.slice(-6).toUpperCase()};Recibida;`));
    expect(lines[1]).toContain(`;${shortDay(LATER.start)};${shortDay(LATER.end)};Perro;Mediano;`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"Tiene miedo; y ""ladra"""`);
  });

  it("exports the other two lists and 404s an unknown one", async () => {
    await publicPost(postApplication, validApplication({ services: ["DAYCARE", "WALK"] }));
    await publicPost(postPetOwner, validPetOwnerLead());
    const solicitudes = await (await exportList(asAdmin("GET"), routeParams({ list: "postulaciones" }))).text();
    // A leading "+" would make Excel read the phone as a number (or a formula): it is kept as text.
    // An application names no zone (its Zona cell is empty), only its municipality.
    expect(solicitudes).toContain("Sofía Ramírez;sofia@example.com;503 7555-1234;;Antiguo Cuscatlán;\"Guardería de día, Paseos\";");
    const espera = await (await exportList(asAdmin("GET"), routeParams({ list: "duenos-en-espera" }))).text();
    expect(espera).toContain("Lucía Romero;lucia@example.com;503 6123-4567;;Gato;");
    expect((await exportList(asAdmin("GET"), routeParams({ list: "users" }))).status).toBe(404);
  });
});

describe("sign-ups repeated with an e-mail already on a list", () => {
  it("are shown to the team in the lists and the exports, while the entries keep their data", async () => {
    await publicPost(postApplication, validApplication());
    await publicPost(postApplication, validApplication({ name: "Otra Persona", phone: "7999-0000" }));
    await publicPost(postPetOwner, validPetOwnerLead());
    await publicPost(postPetOwner, validPetOwnerLead({ name: "Otra Persona" }));
    await publicPost(postPetOwner, validPetOwnerLead({ name: "Otra Persona" }));
    const [application] = (await read(await providerLeads(asAdmin("GET"), none))).body;
    expect(application).toMatchObject({ name: "Sofía Ramírez", repeatSignups: 1, lastRepeatAt: expect.any(String) });
    const solicitudes = await (await exportList(asAdmin("GET"), routeParams({ list: "postulaciones" }))).text();
    expect(solicitudes.split("\r\n")[0]).toMatch(/;Intentos repetidos$/);
    expect(solicitudes).toMatch(/Sofía Ramírez;sofia@example\.com;503 7555-1234;.*;Se registró de nuevo 1 vez \(la última: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)/);
    const espera = await (await exportList(asAdmin("GET"), routeParams({ list: "duenos-en-espera" }))).text();
    expect(espera).toMatch(/Lucía Romero;.*;Se registró de nuevo 2 veces \(la última: /);
  });
});

describe("public sitter profiles", () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    slug: "rosa-maria-campos",
    name: "Rosa María Campos",
    department: "La Libertad",
    municipality: "Santa Tecla",
    services: ["WALK", "DAYCARE"],
    walkPriceUSD: 9,
    daycarePriceUSD: 14,
    acceptsCats: false,
    bio: "Camino con perros todas las mañanas en el parque y los cuido como a los míos.",
    whatsapp: "7654-3210",
    ...overrides,
  });
  const publicList = async () => (await read(await publicSitters(apiRequest("/api/sitters"), undefined))).body as { slug: string }[];
  const publicProfile = async (slug: string) => (await publicSitter(apiRequest(`/api/sitters/${slug}`), routeParams({ id: slug }))).status;

  it("creates a profile unpublished, publishes it into search and profile at once, and unpublishes it", async () => {
    const created = await read(await createSitter(asAdmin("POST", profile()), none));
    expect(created.status).toBe(201);
    expect(created.body.sitter).toMatchObject({ id: 13, published: false, whatsapp: "50376543210", acceptsCats: false, acceptsLargeDogs: true });
    expect((await publicList()).map((s) => s.slug)).not.toContain("rosa-maria-campos");
    expect(await publicProfile("rosa-maria-campos")).toBe(404);

    const id = String(created.body.sitter.id);
    // Published only with a linked account whose four checks are verified and current, and the interview done.
    // (Each item's wording: tests/unit/publish-checks.test.ts.)
    expect(created.body.sitter.publishMissing).toEqual(missingForPublishing(null, new Date()));
    expect(created.body.sitter.publishMissing).toHaveLength(6);
    expect(await read(await patchSitter(asAdmin("PATCH", { published: true }), routeParams({ id })))).toEqual({
      status: 409,
      body: { ok: false, field: "published", error: `Para publicar este perfil falta: ${created.body.sitter.publishMissing.join(", ")}.` },
    });
    expect(await publicProfile("rosa-maria-campos")).toBe(404);
    const rosa = await verifiedCaregiver(database.db, "rosa@example.com", "Rosa Campos");
    const linked = await read(await patchSitter(asAdmin("PATCH", { published: true, userId: rosa.id }), routeParams({ id })));
    expect(linked.status).toBe(200);
    expect(linked.body.sitter).toMatchObject({ published: true, publishMissing: [], user: { name: "Rosa Campos", email: "rosa@example.com" } });
    expect((await publicList()).map((s) => s.slug)).toContain("rosa-maria-campos");
    expect(await publicProfile("rosa-maria-campos")).toBe(200);
    // A partial edit leaves everything else as it was.
    const edited = await read(await patchSitter(asAdmin("PATCH", { walkPriceUSD: 11 }), routeParams({ id })));
    expect(edited.body.sitter).toMatchObject({ walkPriceUSD: 11, daycarePriceUSD: 14, priceFromUSD: 11, acceptsCats: false, published: true, services: ["WALK", "DAYCARE"] });

    await patchSitter(asAdmin("PATCH", { published: false }), routeParams({ id }));
    expect((await publicList()).map((s) => s.slug)).not.toContain("rosa-maria-campos");
    expect(await publicProfile("rosa-maria-campos")).toBe(404);
    expect((await read(await listSitters(asAdmin("GET"), none))).body).toHaveLength(13);
  });

  it.each([
    [{ slug: "Rosa María" }, "El identificador web solo puede tener letras minúsculas, números y guiones (por ejemplo, ana-lopez)."],
    [{ department: "Guatemala" }, "Elige un departamento de la lista."],
    [{ services: [] }, "Selecciona al menos un servicio"],
    [{ walkPriceUSD: 9.5 }, "Escribe el precio del paseo: un número entero de dólares entre 1 y 500."],
    [{ bio: "Hola" }, "Escribe una presentación de al menos 20 caracteres."],
    [{ avatar: "https://evil.example/x.png" }, "Usa una imagen subida aquí."],
    [{ gallery: ["/media/a.png", "/media/b.png", "/media/c.png", "/media/d.png"] }, "La galería puede tener como máximo 3 fotos."],
    [{ whatsapp: "123" }, expect.stringContaining("WhatsApp válido")],
  ])("refuses %j", async (override, error) => {
    expect(await read(await createSitter(asAdmin("POST", profile(override)), none))).toEqual({ status: 400, body: expect.objectContaining({ ok: false, error }) });
  });

  it("answers 409 for a taken slug or an account linked elsewhere, 404 for an unknown profile", async () => {
    const first = await database.db.sitter.findUniqueOrThrow({ where: { id: 1 } });
    expect((await read(await createSitter(asAdmin("POST", profile({ slug: first.slug })), none))).status).toBe(409);
    const caregiver = await verifiedCaregiver(database.db, "rosa@example.com");
    expect((await patchSitter(asAdmin("PATCH", { userId: caregiver.id }), routeParams({ id: "2" }))).status).toBe(200);
    expect((await read(await createSitter(asAdmin("POST", profile({ userId: caregiver.id })), none))).body.error).toBe("Esa cuenta ya está vinculada a otro perfil.");
    expect((await patchSitter(asAdmin("PATCH", { name: "X" }), routeParams({ id: "999" }))).status).toBe(404);
    expect((await patchSitter(asAdmin("PATCH", { name: "X" }), routeParams({ id: "abc" }))).status).toBe(404);
  });

  it("refuses to publish while a check is missing or expired, names each, and never lets the account go from a published profile", async () => {
    const caregiver = await verifiedCaregiver(database.db, "rosa@example.com", "Rosa Campos");
    await database.db.user.update({ where: { id: caregiver.id }, data: { interviewStatus: "scheduled" } });
    await database.db.document.updateMany({ where: { userId: caregiver.id, kind: "POLICE_CLEARANCE" }, data: { expiresAt: new Date(Date.now() - 86_400_000) } });
    const refused = await read(await createSitter(asAdmin("POST", profile({ userId: caregiver.id, published: true })), none));
    expect(refused).toEqual({
      status: 409,
      body: { ok: false, field: "published", error: "Para publicar este perfil falta: Solvencia de la PNC verificada y vigente, entrevista completada." },
    });
    expect(await database.db.sitter.count({ where: { slug: "rosa-maria-campos" } })).toBe(0);

    await database.db.user.update({ where: { id: caregiver.id }, data: { interviewStatus: "completed" } });
    await database.db.document.updateMany({ where: { userId: caregiver.id, kind: "POLICE_CLEARANCE" }, data: { expiresAt: null } });
    const created = await read(await createSitter(asAdmin("POST", profile({ userId: caregiver.id, published: true })), none));
    expect(created.status).toBe(201);
    const id = String(created.body.sitter.id);
    // A published profile's account is active (it read "Pendiente de revisión" in the portal), audited.
    expect((await database.db.user.findUniqueOrThrow({ where: { id: caregiver.id } })).status).toBe("active");
    const statusAudit = await database.db.auditEvent.findMany({ where: { action: "caregiver.status", targetId: caregiver.id }, select: { summary: true } });
    expect(statusAudit).toEqual([{ summary: "Cambió el estado de Rosa Campos a Activo (perfil publicado)" }]);
    // Edits of a published profile need no new check; taking its account away does.
    expect((await patchSitter(asAdmin("PATCH", { daycarePriceUSD: 15 }), routeParams({ id }))).status).toBe(200);
    expect((await read(await patchSitter(asAdmin("PATCH", { userId: null }), routeParams({ id })))).status).toBe(409);
    expect((await database.db.sitter.findUniqueOrThrow({ where: { id: Number(id) } })).userId).toBe(caregiver.id);
  });

  describe("a price per offered service", () => {
    const publicJson = async (slug: string) => (await read(await publicSitter(apiRequest(`/api/sitters/${slug}`), routeParams({ id: slug })))).body;
    const publish = async (id: string) => {
      const caregiver = await verifiedCaregiver(database.db, "rosa@example.com", "Rosa Campos");
      expect((await patchSitter(asAdmin("PATCH", { published: true, userId: caregiver.id }), routeParams({ id }))).status).toBe(200);
    };

    it("stores each service's own price; the public JSON has SPEC's { type, priceUSD } and priceFromUSD the cheapest", async () => {
      // A price typed for a service not offered is not kept.
      const created = await read(await createSitter(asAdmin("POST", profile({ walkPriceUSD: 16, daycarePriceUSD: 12, boardingPriceUSD: 40 })), none));
      expect(created.status).toBe(201);
      expect(created.body.sitter).toMatchObject({ walkPriceUSD: 16, daycarePriceUSD: 12, boardingPriceUSD: null, priceFromUSD: 12 });
      const id = String(created.body.sitter.id);
      await publish(id);
      expect(await publicJson("rosa-maria-campos")).toMatchObject({
        services: ["WALK", "DAYCARE"],
        priceFromUSD: 12,
        prices: [
          { type: "DAYCARE", priceUSD: 12 },
          { type: "WALK", priceUSD: 16 },
        ],
      });
      expect(await publicJson("rosa-maria-campos")).not.toHaveProperty("walkPriceUSD");
      const listed = ((await read(await publicSitters(apiRequest("/api/sitters"), undefined))).body as { slug: string; prices: unknown }[]).find((s) => s.slug === "rosa-maria-campos");
      expect(listed?.prices).toEqual([
        { type: "DAYCARE", priceUSD: 12 },
        { type: "WALK", priceUSD: 16 },
      ]);

      // Adding a service needs its price; dropping one drops its price, and "Desde" follows.
      expect(await read(await patchSitter(asAdmin("PATCH", { services: ["WALK", "DAYCARE", "BOARDING"] }), routeParams({ id })))).toEqual({
        status: 400,
        body: { ok: false, error: "Escribe el precio del hospedaje por noche: un número entero de dólares entre 1 y 500.", field: "boardingPriceUSD" },
      });
      const edited = await read(await patchSitter(asAdmin("PATCH", { services: ["WALK", "BOARDING"], boardingPriceUSD: 30 }), routeParams({ id })));
      expect(edited.body.sitter).toMatchObject({ walkPriceUSD: 16, daycarePriceUSD: null, boardingPriceUSD: 30, priceFromUSD: 16 });
      expect(await publicJson("rosa-maria-campos")).toMatchObject({
        priceFromUSD: 16,
        prices: [
          { type: "BOARDING", priceUSD: 30 },
          { type: "WALK", priceUSD: 16 },
        ],
      });
    });

    it.each([
      [{ walkPriceUSD: undefined }, "walkPriceUSD", "Escribe el precio del paseo: un número entero de dólares entre 1 y 500."],
      [{ daycarePriceUSD: null }, "daycarePriceUSD", "Escribe el precio de la guardería de día: un número entero de dólares entre 1 y 500."],
      [{ walkPriceUSD: 0 }, "walkPriceUSD", "Escribe el precio del paseo: un número entero de dólares entre 1 y 500."],
      [{ daycarePriceUSD: 501 }, "daycarePriceUSD", "Escribe el precio de la guardería de día: un número entero de dólares entre 1 y 500."],
      [{ walkPriceUSD: "10" }, "walkPriceUSD", "Escribe el precio del paseo: un número entero de dólares entre 1 y 500."],
      [{ services: ["BOARDING"], boardingPriceUSD: 12.5 }, "boardingPriceUSD", "Escribe el precio del hospedaje por noche: un número entero de dólares entre 1 y 500."],
    ])("refuses a missing or wrong price %j with 400 naming the field", async (override, field, error) => {
      expect(await read(await createSitter(asAdmin("POST", profile(override)), none))).toEqual({ status: 400, body: { ok: false, error, field } });
      expect(await database.db.sitter.count({ where: { slug: "rosa-maria-campos" } })).toBe(0);
    });

    it("a profile stored without prices (an older server) reads SPEC's rule, and an edit keeps those prices", async () => {
      const { id } = await database.db.sitter.create({
        data: { slug: "sin-precios", name: "Sin Precios", department: "La Paz", municipality: "Zacatecoluca", services: ["WALK", "BOARDING"], priceFromUSD: 18, bio: "Cuido perros con paciencia y cariño." },
      });
      // Not about prices: nothing is written to them, and nothing is refused.
      const hidden = await read(await patchSitter(asAdmin("PATCH", { published: false }), routeParams({ id: String(id) })));
      expect(hidden.status).toBe(200);
      expect(hidden.body.sitter).toMatchObject({ walkPriceUSD: null, boardingPriceUSD: null, priceFromUSD: 18 });
      // Adding day care asks for its price; the stored walk and boarding prices are SPEC's rule from $18.
      expect((await read(await patchSitter(asAdmin("PATCH", { services: ["WALK", "DAYCARE", "BOARDING"] }), routeParams({ id: String(id) })))).body.field).toBe("daycarePriceUSD");
      const edited = await read(await patchSitter(asAdmin("PATCH", { services: ["WALK", "DAYCARE", "BOARDING"], daycarePriceUSD: 15 }), routeParams({ id: String(id) })));
      expect(edited.body.sitter).toMatchObject({ walkPriceUSD: 8, daycarePriceUSD: 15, boardingPriceUSD: 28, priceFromUSD: 8 });
    });

    it("existing profiles kept what owners saw: SPEC's rule filled each offered service (the seed's demo profiles too)", async () => {
      // Carlos offers walks and day care from a base of $8: walks max(5, 8 − 10) = $5, day care $8.
      expect(await database.db.sitter.findUniqueOrThrow({ where: { id: 2 }, select: { walkPriceUSD: true, daycarePriceUSD: true, boardingPriceUSD: true, priceFromUSD: true } })).toEqual({
        walkPriceUSD: 5,
        daycarePriceUSD: 8,
        boardingPriceUSD: null,
        priceFromUSD: 5,
      });
    });
  });

  it("refuses typed trust marks as badges: they come from the checks", async () => {
    const { status, body } = await read(await createSitter(asAdmin("POST", profile({ badges: ["casa-con-patio", "verificado"] })), none));
    expect([status, body.error]).toEqual([400, "Las marcas de confianza (verificado, antecedentes y similares) salen de los documentos verificados y la entrevista: quítala de las insignias."]);
    expect((await createSitter(asAdmin("POST", profile({ badges: ["casa-con-patio"] })), none)).status).toBe(201);
  });

  it("logs what changed in words: the account linked by whose it is, the fields by the form's names", async () => {
    const before = await database.db.sitter.findUniqueOrThrow({ where: { id: 2 } });
    const caregiver = await verifiedCaregiver(database.db, "rosa@example.com", "Rosa Campos");
    // The form sends every field: only what differs is named.
    await patchSitter(asAdmin("PATCH", { name: before.name, bio: before.bio, walkPriceUSD: before.walkPriceUSD! + 1, daycarePriceUSD: before.daycarePriceUSD, userId: caregiver.id }), routeParams({ id: "2" }));
    await patchSitter(asAdmin("PATCH", { name: before.name, published: false }), routeParams({ id: "2" }));
    const { body } = await read(await activity(apiRequest("/api/admin/activity?page=1", { headers: { cookie: admin } }), none));
    expect(body.events.map((event: { summary: string }) => event.summary)).toEqual([
      `Ocultó el perfil de ${before.name}.`,
      // The account of a published profile is active.
      "Cambió el estado de Rosa Campos a Activo (perfil publicado)",
      `Vinculó la cuenta de Rosa Campos (rosa@example.com) al perfil de ${before.name}. Editó el perfil de ${before.name}: precio del paseo.`,
    ]);
  });

  it("stores uploaded pictures resized to WebP, public at once and served from /media, refusing other files", async () => {
    const upload = (bytes: Buffer, name: string) => uploadImage(uploadRequest("/api/admin/images", { bytes, name }, { cookie: admin }), none).then(read);
    const { status, body } = await upload(await phonePhoto({ width: 2000, height: 1500 }), "rosa.jpg");
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/media\/[0-9a-f-]{36}-1600\.webp$/);
    for (const width of [96, 320, 800, 1600]) {
      const url = imageVariant(body.url, width);
      const served = await media(new Request(`http://localhost${url}`), { params: Promise.resolve({ file: url.split("/").pop()! }) });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const seen = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ longest: Math.max(seen.width!, seen.height!), exif: seen.exif }).toEqual({ longest: width, exif: undefined });
    }
    expect((await upload(SAMPLE_FILES.pdf(), "doc.png")).status).toBe(415);
    expect(await upload(pngBomb(), "bomba.png")).toEqual({ status: 413, body: { ok: false, error: IMAGE_MESSAGES.tooManyPixels } });
    const created = await read(await createSitter(asAdmin("POST", profile({ avatar: body.url, gallery: [body.url] })), none));
    expect(created.body.sitter.avatar).toBe(body.url);
  });
});
