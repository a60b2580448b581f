/** @jest-environment node */
import { GET as bookingsList } from "@/app/api/admin/bookings/route";
import { GET as petOwnerLeadsList } from "@/app/api/admin/pet-owner-leads/route";
import { GET as providerLeadsList } from "@/app/api/admin/provider-leads/route";
import { GET as usersList } from "@/app/api/admin/users/route";
import { POST as requestBooking } from "@/app/api/reservations/route";
import { bookingReference } from "@/lib/bookings/core/reference";
import { seedSitters } from "@/lib/seed/seed-sitters";
import type { BookingStatus, PetType, UserStatus } from "@/lib/generated/prisma/enums";
import { withTestDatabase } from "../helpers/test-db";
import { adminCookie } from "../helpers/auth";
import { apiRequest, read } from "../helpers/request";
import { validBooking } from "../helpers/fixtures";

// The admin lists with ?pagina, ?q and their filters: one page of 50 computed in the database; without any of
// these parameters each list answers exactly what it answered before.

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
beforeEach(async () => {
  admin = await adminCookie(database.db);
});

const none = { params: Promise.resolve({}) };
type Handler = typeof bookingsList;
const get = async (handler: Handler, path: string, cookie: string | null = admin) =>
  read(await handler(apiRequest(path, { headers: cookie ? { cookie } : {} }), none));

// Row i was created i minutes after the first: the newest is the last one made.
// Yesterday and on, a minute apart: recent enough that no request has expired (72 h) while the test reads it.
const START = Date.now() - 24 * 3_600_000;
const at = (i: number) => new Date(START + i * 60_000);
const names = (items: { name: string }[]) => items.map((item) => item.name);

async function makeBookings(count: number, row: (i: number) => { id?: string; name?: string; email?: string; whatsapp?: string; status?: BookingStatus } = () => ({})) {
  await database.db.booking.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      name: `Dueño ${i}`,
      email: `dueno${i}@example.com`,
      whatsapp: "+50370000000",
      municipality: "San Salvador",
      createdAt: at(i),
      ...row(i),
    })),
  });
}

describe("GET /api/admin/bookings with list parameters", () => {
  it("answers a page of 50, newest first, with the total and the page count; a page past the end is the last page", async () => {
    await makeBookings(120);
    const first = await get(bookingsList, "/api/admin/bookings?pagina=1");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 120, page: 1, pageCount: 3, pageSize: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]).toMatchObject({ name: "Dueño 119", status: "RECEIVED", moves: expect.any(Array), history: [expect.objectContaining({ status: "RECEIVED" })] });
    expect(first.body.items[49].name).toBe("Dueño 70");

    const third = await get(bookingsList, "/api/admin/bookings?pagina=3");
    expect(third.body).toMatchObject({ page: 3, pageCount: 3, total: 120 });
    expect(names(third.body.items)).toEqual(Array.from({ length: 20 }, (_, i) => `Dueño ${19 - i}`));

    const past = await get(bookingsList, "/api/admin/bookings?pagina=40");
    expect(past.body).toMatchObject({ page: 3, pageCount: 3 });
    expect(past.body.items).toHaveLength(20);
  });

  it("searches name, e-mail, phone, municipality and reference without caring about case or accents", async () => {
    await makeBookings(3, (i) => [{ name: "José Núñez" }, { name: "Ana Pérez", email: "ANA.perez@example.com", whatsapp: "+50371234567" }, { name: "Luis Ávila" }][i]);
    const search = async (q: string) => names((await get(bookingsList, `/api/admin/bookings?q=${encodeURIComponent(q)}`)).body.items);
    expect(await search("jose nunez")).toEqual(["José Núñez"]);
    expect(await search("JOSÉ")).toEqual(["José Núñez"]);
    expect(await search("avila")).toEqual(["Luis Ávila"]);
    expect(await search("ana.perez@")).toEqual(["Ana Pérez"]);
    expect(await search("7123-4567")).toEqual(["Ana Pérez"]);
    expect(await search("  ")).toHaveLength(3);
    // LIKE's wildcards are plain characters here.
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    const booking = await database.db.booking.findFirstOrThrow({ where: { name: "Luis Ávila" } });
    expect(await search(booking.id.slice(-6).toUpperCase())).toEqual(["Luis Ávila"]);
  });

  it("finds an older reference with O and 0, I and 1, S and 5 however the team types them", async () => {
    // Ids made by the database's cuid(), as every booking's was before: their references may hold look-alikes.
    await makeBookings(3, (i) => [{ id: "cmold00000000000000o24o2z", name: "Rosa Olmedo" }, { id: "cmold0000000000000001s5li", name: "Sofía Ibarra" }, { name: "Otro" }][i]);
    const search = async (q: string) => names((await get(bookingsList, `/api/admin/bookings?q=${encodeURIComponent(q)}`)).body.items);
    for (const typed of ["O24O2Z", "02402Z", "024O2z", "o24o2z", "Ref. 02402Z"]) expect(await search(typed)).toEqual(["Rosa Olmedo"]);
    for (const typed of ["1S5LI", "I5S1L", "15511", "ISSLL"]) expect(await search(typed)).toEqual(["Sofía Ibarra"]);
    // Names are still found by their letters, not as references.
    expect(await search("olmedo")).toEqual(["Rosa Olmedo"]);
  });

  it("finds a new booking by the reference its owner was shown (round trip through the request)", async () => {
    await seedSitters(database.db);
    const sent = read(await requestBooking(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerName: "Lucía Salas" }) }), none));
    const { body } = await sent;
    const reference = bookingReference(body.id);
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(reference).not.toMatch(/[0O1IL5S]/);
    const search = async (q: string) => names((await get(bookingsList, `/api/admin/bookings?q=${encodeURIComponent(q)}`)).body.items);
    expect(await search(reference)).toEqual(["Lucía Salas"]);
    expect(await search(reference.toLowerCase())).toEqual(["Lucía Salas"]);
  });

  it("filters by status and counts each status (the search applied, the status filter not)", async () => {
    await makeBookings(6, (i) => ({ status: (["RECEIVED", "CONFIRMED", "CONFIRMED", "CANCELLED", "RECEIVED", "CONFIRMED"] as const)[i], name: i < 3 ? `Marta ${i}` : `Pedro ${i}` }));
    const confirmed = await get(bookingsList, "/api/admin/bookings?estado=CONFIRMED");
    expect(confirmed.body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(names(confirmed.body.items)).toEqual(["Pedro 5", "Marta 2", "Marta 1"]);
    expect(confirmed.body.counts).toMatchObject({ RECEIVED: 2, CONFIRMED: 3, CANCELLED: 1, COMPLETED: 0 });

    const both = await get(bookingsList, "/api/admin/bookings?q=marta&estado=CONFIRMED&pagina=1");
    expect(names(both.body.items)).toEqual(["Marta 2", "Marta 1"]);
    expect(both.body.counts).toMatchObject({ RECEIVED: 1, CONFIRMED: 2, CANCELLED: 0 });

    const empty = await get(bookingsList, "/api/admin/bookings?estado=COMPLETED");
    expect(empty.body).toEqual(expect.objectContaining({ items: [], total: 0, page: 1, pageCount: 1, pageSize: 50 }));
    // An empty filter is no filter (what a form sends).
    expect((await get(bookingsList, "/api/admin/bookings?estado=&q=")).body.total).toBe(6);
  });

  it.each([
    ["pagina=0", "pagina", "La página debe ser un número entero mayor que cero."],
    ["pagina=-1", "pagina", "La página debe ser un número entero mayor que cero."],
    ["pagina=abc", "pagina", "La página debe ser un número entero mayor que cero."],
    ["pagina=1.5", "pagina", "La página debe ser un número entero mayor que cero."],
    ["pagina=99999999999999999999", "pagina", "La página debe ser un número entero mayor que cero."],
    ["estado=PAID", "estado", "Elige un estado de reserva válido."],
    ["estado=received", "estado", "Elige un estado de reserva válido."],
    [`q=${"a".repeat(101)}`, "q", "La búsqueda puede tener como máximo 100 caracteres."],
    ["q=ana%00", "q", "El texto contiene caracteres no permitidos."],
  ])("refuses ?%s with 400 and a Spanish message", async (query, field, error) => {
    const { status, body } = await get(bookingsList, `/api/admin/bookings?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error, field });
  });

  it("without list parameters answers every booking as an array, as before; only admins may read it", async () => {
    await makeBookings(60);
    const { status, body } = await get(bookingsList, "/api/admin/bookings");
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(60);
    expect(body[0].name).toBe("Dueño 59");
    // Other parameters are not list parameters.
    expect(Array.isArray((await get(bookingsList, "/api/admin/bookings?page=2")).body)).toBe(true);
    expect((await get(bookingsList, "/api/admin/bookings?pagina=1", null)).status).toBe(401);
  });
});

async function makeCaregivers(rows: { name: string; email: string; status?: UserStatus }[]) {
  await database.db.user.createMany({ data: rows.map((row, i) => ({ ...row, password: "x", role: "caregiver" as const, createdAt: at(i) })) });
}

describe("GET /api/admin/users with list parameters", () => {
  it("pages caregivers (never admins), searches name and e-mail, filters by account status", async () => {
    await makeCaregivers(Array.from({ length: 55 }, (_, i) => ({ name: `Cuidador ${i}`, email: `c${i}@example.com`, status: i % 5 === 0 ? "active" : "pending" })));
    await makeCaregivers([{ name: "Rosa Quintañilla", email: "ROSA.Q@example.com", status: "under_review" }]);
    const first = await get(usersList, "/api/admin/users?pagina=1");
    expect(first.body).toMatchObject({ total: 56, page: 1, pageCount: 2, pageSize: 50 });
    expect(first.body.items[0]).toEqual({
      id: expect.any(String), name: expect.any(String), email: expect.any(String), status: expect.any(String),
      completionPercent: 0, documentCount: 0, interviewDate: null, interviewStatus: "pending", createdAt: expect.any(String),
    });
    expect(first.body.items.some((u: { email: string }) => u.email === "admin@huellitas.sv")).toBe(false);
    expect((await get(usersList, "/api/admin/users?pagina=2")).body.items).toHaveLength(6);

    expect(names((await get(usersList, "/api/admin/users?q=quintanilla")).body.items)).toEqual(["Rosa Quintañilla"]);
    expect(names((await get(usersList, "/api/admin/users?q=rosa.q")).body.items)).toEqual(["Rosa Quintañilla"]);
    const active = await get(usersList, "/api/admin/users?estado=active");
    expect(active.body.total).toBe(11);
    expect(active.body.items.every((u: { status: string }) => u.status === "active")).toBe(true);
    expect(names((await get(usersList, "/api/admin/users?estado=active&q=cuidador%205")).body.items)).toEqual(["Cuidador 50", "Cuidador 5"]);
  });

  it("refuses a status that does not exist, and keeps its SPEC answer without parameters", async () => {
    expect(await get(usersList, "/api/admin/users?estado=approved")).toEqual({ status: 400, body: { ok: false, error: "Elige un estado válido.", field: "estado" } });
    await makeCaregivers([{ name: "Elena", email: "elena@example.com" }]);
    const { body } = await get(usersList, "/api/admin/users");
    expect(body).toEqual([expect.objectContaining({ name: "Elena", documentCount: 0 })]);
  });
});

describe("GET /api/admin/provider-leads with list parameters", () => {
  it("pages applications and waitlist entries, searches, filters by type, and shows which have an account", async () => {
    await database.db.providerLead.createMany({
      data: Array.from({ length: 52 }, (_, i) => ({
        name: i === 0 ? "Óscar Ñuñez" : `Persona ${i}`,
        email: `p${i}@example.com`,
        whatsapp: i === 0 ? "+50375551234" : "+50370000000",
        municipality: i === 0 ? "Antiguo Cuscatlán" : "San Salvador",
        source: i % 2 ? "APPLICATION" : "WAITLIST",
        createdAt: at(i),
      })),
    });
    await makeCaregivers([{ name: "Óscar Ñuñez", email: "p0@example.com" }]);
    const first = await get(providerLeadsList, "/api/admin/provider-leads?pagina=1");
    expect(first.body).toMatchObject({ total: 52, page: 1, pageCount: 2, pageSize: 50 });
    expect(first.body.items[0]).toMatchObject({ name: "Persona 51", accountId: null });

    const oscar = await get(providerLeadsList, "/api/admin/provider-leads?q=oscar%20nunez");
    expect(oscar.body.items).toEqual([expect.objectContaining({ name: "Óscar Ñuñez", accountId: expect.any(String) })]);
    expect(names((await get(providerLeadsList, "/api/admin/provider-leads?q=cuscatlan")).body.items)).toEqual(["Óscar Ñuñez"]);
    expect(names((await get(providerLeadsList, "/api/admin/provider-leads?q=7555 1234")).body.items)).toEqual(["Óscar Ñuñez"]);
    const applications = await get(providerLeadsList, "/api/admin/provider-leads?tipo=APPLICATION");
    expect(applications.body.total).toBe(26);
    expect(applications.body.items.every((lead: { source: string }) => lead.source === "APPLICATION")).toBe(true);

    expect((await get(providerLeadsList, "/api/admin/provider-leads?tipo=OTRO")).status).toBe(400);
    const all = await get(providerLeadsList, "/api/admin/provider-leads");
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(52);
  });
});

describe("GET /api/admin/pet-owner-leads with list parameters", () => {
  async function makeLeads(rows: { name: string; code: string; referredBy?: string; petType?: PetType }[]) {
    await database.db.petOwnerLead.createMany({
      data: rows.map((row, i) => ({
        name: row.name,
        email: `${row.code.toLowerCase()}@example.com`,
        whatsapp: "+50361234567",
        referralCode: row.code,
        referredBy: row.referredBy,
        petType: row.petType,
        createdAt: at(i),
      })),
    });
  }

  it("counts referrals and names the referrer for the page's rows; the ranking is the top 10", async () => {
    const referrers = Array.from({ length: 12 }, (_, i) => ({ name: `Referente ${i}`, code: `REF${String(i).padStart(3, "0")}`, petType: "DOG" as const }));
    // Referente i referred i + 1 people (Referente 11 the most).
    const referred = referrers.flatMap((r, i) => Array.from({ length: i + 1 }, (_, k) => ({ name: `Invitada ${i}-${k}`, code: `INV${i}X${k}`, referredBy: r.code, petType: "CAT" as const })));
    await makeLeads([{ name: "Lucía Romero", code: "LUCIA1" }, ...referrers, ...referred]);

    const first = await get(petOwnerLeadsList, "/api/admin/pet-owner-leads?pagina=1");
    const total = 1 + 12 + 78;
    expect(first.body).toMatchObject({ total, page: 1, pageCount: 2, pageSize: 50 });
    expect(first.body.items[0]).toMatchObject({ name: "Invitada 11-11", referredBy: "REF011", referredByName: "Referente 11", referralCount: 0 });
    expect(first.body.ranking).toHaveLength(10);
    expect(first.body.ranking[0]).toEqual({ name: "Referente 11", email: "ref011@example.com", referralCode: "REF011", referralCount: 12 });
    expect(first.body.ranking.map((r: { referralCount: number }) => r.referralCount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);

    const last = await get(petOwnerLeadsList, "/api/admin/pet-owner-leads?pagina=2");
    const byName = Object.fromEntries(last.body.items.map((e: { name: string; referralCount: number }) => [e.name, e.referralCount]));
    expect(byName).toMatchObject({ "Lucía Romero": 0, "Referente 0": 1, "Referente 11": 12 });

    expect(names((await get(petOwnerLeadsList, "/api/admin/pet-owner-leads?q=LUCIA")).body.items)).toEqual(["Lucía Romero"]);
    expect(names((await get(petOwnerLeadsList, "/api/admin/pet-owner-leads?q=ref011")).body.items)).toEqual(["Referente 11"]);
    const dogs = await get(petOwnerLeadsList, "/api/admin/pet-owner-leads?mascota=DOG");
    expect(dogs.body.total).toBe(12);
    expect((await get(petOwnerLeadsList, "/api/admin/pet-owner-leads?mascota=PEZ")).body).toEqual({ ok: false, error: "Elige una mascota válida: DOG o CAT.", field: "mascota" });
  });

  it("without list parameters answers { entries, ranking } as before", async () => {
    await makeLeads([{ name: "Lucía", code: "LUCIA1" }, { name: "Ana", code: "ANA111", referredBy: "LUCIA1" }]);
    const { body } = await get(petOwnerLeadsList, "/api/admin/pet-owner-leads");
    expect(Object.keys(body).sort()).toEqual(["entries", "ranking"]);
    expect(body.entries.map((e: { name: string; referralCount: number }) => [e.name, e.referralCount])).toEqual([["Ana", 0], ["Lucía", 1]]);
    expect(body.ranking).toEqual([{ name: "Lucía", email: "lucia1@example.com", referralCode: "LUCIA1", referralCount: 1 }]);
  });
});
