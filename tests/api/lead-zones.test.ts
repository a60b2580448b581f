/** @jest-environment node */
import { GET as exportList } from "@/app/api/admin/export/[list]/route";
import { GET as petOwnerLeadsList } from "@/app/api/admin/pet-owner-leads/route";
import { GET as providerLeadsList } from "@/app/api/admin/provider-leads/route";
import { POST as postPetOwner } from "@/app/api/pet-owner-leads/route";
import { POST as postProvider } from "@/app/api/provider-leads/route";
import { GET as listZones } from "@/app/api/zones/route";
import { withTestDatabase } from "../helpers/test-db";
import { adminCookie } from "../helpers/auth";
import { validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";

// Both waitlists take the person's zone; the team's lists and their CSV files show it and
// filter by it (?zone=slug).

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
beforeEach(async () => {
  admin = await adminCookie(database.db);
});

const none = routeParams({});
const post = async (handler: typeof postPetOwner, path: string, body: unknown) => read(await handler(apiRequest(path, { method: "POST", body }), none));
const petOwner = (overrides: Record<string, unknown>) => post(postPetOwner, "/api/pet-owner-leads", validPetOwnerLead(overrides));
const provider = (overrides: Record<string, unknown>) => post(postProvider, "/api/provider-leads", validProviderLead(overrides));
const asAdmin = async (handler: typeof petOwnerLeadsList, path: string, params: Record<string, string> = {}) =>
  handler(apiRequest(path, { headers: { cookie: admin } }), routeParams(params));
const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

describe.each([
  ["POST /api/pet-owner-leads", petOwner, () => database.db.petOwnerLead.findMany({ orderBy: { email: "asc" } })],
  ["POST /api/provider-leads", provider, () => database.db.providerLead.findMany({ orderBy: { email: "asc" } })],
] as const)("%s", (_name, send, stored) => {
  it("stores the zone it is given, and none when it is left out, empty or null", async () => {
    expect((await send({ email: "a@example.com", zone: "santa-ana" })).status).toBe(201);
    expect((await send({ email: "b@example.com" })).status).toBe(201);
    expect((await send({ email: "c@example.com", zone: "" })).status).toBe(201);
    expect((await send({ email: "d@example.com", zone: null })).status).toBe(201);
    expect((await send({ email: "e@example.com", zone: "escalon" })).status).toBe(201);
    expect((await stored()).map((lead) => [lead.email, lead.zone])).toEqual([
      ["a@example.com", "santa-ana"],
      ["b@example.com", null],
      ["c@example.com", null],
      ["d@example.com", null],
      ["e@example.com", "escalon"],
    ]);
  });

  it.each([["atlantida"], ["Santa-Ana"], [12], [["santa-ana"]]])("refuses an unknown zone (%p) with field zone, storing nothing", async (zone) => {
    expect(await send({ zone })).toEqual({ status: 400, body: { ok: false, error: "Elige una zona de la lista.", field: "zone" } });
    expect(await stored()).toEqual([]);
  });

  it("keeps the zone of an entry when the same e-mail signs up again with another one (the entry's data never changes)", async () => {
    await send({ zone: "santa-ana" });
    expect((await send({ zone: "la-union" })).status).toBe(201);
    expect((await stored()).map((lead) => lead.zone)).toEqual(["santa-ana"]);
  });
});

describe("the team's lists of both waitlists", () => {
  beforeEach(async () => {
    await petOwner({ name: "Ana Santaneca", email: "ana@example.com", zone: "santa-ana" });
    await petOwner({ name: "Beto Santaneco", email: "beto@example.com", zone: "santa-ana" });
    await petOwner({ name: "Carla Escalón", email: "carla@example.com", zone: "escalon" });
    await petOwner({ name: "Dani Sin Zona", email: "dani@example.com" });
    await provider({ name: "Elena Santaneca", email: "elena@example.com", zone: "santa-ana" });
    await provider({ name: "Fer Sin Zona", email: "fer@example.com" });
  });

  it("show each entry's zone and filter by it", async () => {
    const all = await read(await asAdmin(petOwnerLeadsList, "/api/admin/pet-owner-leads"));
    expect(all.body.entries.map((entry: { name: string; zone: string | null }) => [entry.name, entry.zone]).sort()).toEqual([
      ["Ana Santaneca", "santa-ana"],
      ["Beto Santaneco", "santa-ana"],
      ["Carla Escalón", "escalon"],
      ["Dani Sin Zona", null],
    ]);
    const santaAna = await read(await asAdmin(petOwnerLeadsList, "/api/admin/pet-owner-leads?zone=santa-ana"));
    expect(santaAna.status).toBe(200);
    expect(santaAna.body).toMatchObject({ total: 2, page: 1 });
    expect(names(santaAna.body.items)).toEqual(["Ana Santaneca", "Beto Santaneco"]);
    expect(santaAna.body.items.every((item: { zone: string }) => item.zone === "santa-ana")).toBe(true);
    // With the other filters and the search.
    expect(names((await read(await asAdmin(petOwnerLeadsList, "/api/admin/pet-owner-leads?zone=santa-ana&q=beto&mascota=CAT"))).body.items)).toEqual(["Beto Santaneco"]);
    expect((await read(await asAdmin(petOwnerLeadsList, "/api/admin/pet-owner-leads?zone=la-union"))).body).toMatchObject({ items: [], total: 0 });
    // An empty filter is no filter.
    expect((await read(await asAdmin(petOwnerLeadsList, "/api/admin/pet-owner-leads?zone="))).body.total).toBe(4);

    const caregivers = await read(await asAdmin(providerLeadsList, "/api/admin/provider-leads?zone=santa-ana"));
    expect(caregivers.body.items.map((item: { name: string; zone: string }) => [item.name, item.zone])).toEqual([["Elena Santaneca", "santa-ana"]]);
    const everyCaregiver = (await read(await asAdmin(providerLeadsList, "/api/admin/provider-leads"))).body;
    expect(everyCaregiver.map((lead: { name: string; zone: string | null }) => [lead.name, lead.zone])).toEqual([["Fer Sin Zona", null], ["Elena Santaneca", "santa-ana"]]);
  });

  it("refuse a zone that does not exist with field zone", async () => {
    for (const handler of [petOwnerLeadsList, providerLeadsList]) {
      expect(await read(await asAdmin(handler, "/api/admin/x?zone=atlantida"))).toEqual({ status: 400, body: { ok: false, error: "Elige una zona de la lista.", field: "zone" } });
    }
  });

  it("download as CSV with the zone's name, all of them or one zone's", async () => {
    const csv = async (list: string, query = "") => {
      const response = await asAdmin(exportList, `/api/admin/export/${list}${query}`, { list });
      return { status: response.status, disposition: response.headers.get("content-disposition"), lines: (await response.text()).split("\r\n").filter(Boolean) };
    };
    const families = await csv("duenos-en-espera");
    expect(families.lines[0]).toMatch(/^\uFEFF?Registrado;Nombre;Correo;WhatsApp;Zona;Mascota;/);
    expect(families.lines).toHaveLength(5);
    expect(families.lines.find((line) => line.includes("Carla Escalón"))).toMatch(/;Escalón;Gato;/);
    expect(families.lines.find((line) => line.includes("Dani Sin Zona"))).toMatch(/;503 6123-4567;;Gato;/);

    const santaAna = await csv("duenos-en-espera", "?zone=santa-ana");
    expect(santaAna.lines.slice(1).map((line) => line.split(";")[1]).sort()).toEqual(["Ana Santaneca", "Beto Santaneco"]);
    expect(santaAna.disposition).toMatch(/filename="huellitas-duenos-en-espera-santa-ana-\d{4}-\d{2}-\d{2}\.csv"/);

    const caregivers = await csv("postulaciones", "?zone=santa-ana");
    expect(caregivers.lines[0]).toMatch(/;WhatsApp;Zona;Municipio;/);
    expect(caregivers.lines.slice(1)).toEqual([expect.stringMatching(/;Elena Santaneca;elena@example\.com;503 7012-3456;Santa Ana;;/)]);

    expect((await csv("duenos-en-espera", "?zone=atlantida")).status).toBe(400);
    // Bookings do not carry a zone: their file is not filtered by one.
    const bookings = await asAdmin(exportList, "/api/admin/export/reservas?zone=santa-ana", { list: "reservas" });
    expect(await read(bookings)).toEqual({ status: 400, body: { ok: false, error: "Esta lista no se filtra por zona.", field: "zone" } });
  });

  it("feed GET /api/zones' waiting: the families of each zone", async () => {
    const zones = (await read(await listZones(apiRequest("/api/zones"), none))).body as { slug: string; waiting: number }[];
    expect(zones.filter((zone) => zone.waiting > 0)).toEqual([
      expect.objectContaining({ slug: "escalon", waiting: 1 }),
      expect.objectContaining({ slug: "santa-ana", waiting: 2 }),
    ]);
  });
});
