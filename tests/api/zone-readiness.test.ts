/** @jest-environment node */
import { GET as listAdminZones } from "@/app/api/admin/zones/route";
import { PUT as putThresholds } from "@/app/api/admin/zone-thresholds/route";
import { PATCH as patchZone } from "@/app/api/admin/zones/[slug]/route";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { withTestDatabase } from "../helpers/test-db";
import { adminCookie, createUser, signIn, verifiedCaregiver } from "../helpers/auth";
import { apiRequest, read, routeParams } from "../helpers/request";

// The team's «Lista para abrir» figures of each zone (GET /api/admin/zones) and the thresholds
// they are measured against (PUT /api/admin/zone-thresholds).

const database = withTestDatabase({ resetBeforeEach: true });

const zones = async (cookie?: string) => read(await listAdminZones(apiRequest("/api/admin/zones", { headers: cookie ? { cookie } : {} }), routeParams({})));
const put = async (body: unknown, cookie?: string) =>
  read(await putThresholds(apiRequest("/api/admin/zone-thresholds", { method: "PUT", body, headers: cookie ? { cookie } : {} }), routeParams({})));
const zoneIn = (body: { zones: { slug: string }[] }, slug: string) => body.zones.find((zone) => zone.slug === slug);

const today = todayInElSalvador();
const day = (offset: number) => isoDateToUtc(addDays(today, offset));

let counter = 0;
/** A sitter in Santa Ana (or elsewhere): `verified` links an account with every check; busy ranges as day offsets. */
async function sitter({ department = "Santa Ana", municipality = "Santa Ana", published = true, verified = true, blocks = [] as [number, number][], stay = null as [number, number] | null } = {}) {
  counter += 1;
  const user = verified ? await verifiedCaregiver(database.db, `cuidador${counter}@example.com`) : null;
  const { id } = await database.db.sitter.create({
    data: {
      slug: `cuidador-${counter}`, name: `Cuidador ${counter}`, department, municipality, services: ["BOARDING"], priceFromUSD: 12,
      bio: "Cuido mascotas con cariño.", published, userId: user?.id ?? null,
      blocks: { create: blocks.map(([start, end]) => ({ start: day(start), end: day(end) })) },
    },
  });
  if (stay) {
    await database.db.booking.create({
      data: {
        sitterId: id, status: "CONFIRMED", service: "BOARDING", startDate: day(stay[0]), endDate: day(stay[1]),
        name: "Dueña", email: `duena${counter}@example.com`, whatsapp: "+50370000000", municipality: "Santa Ana",
      },
    });
  }
  return id;
}

async function lists() {
  const family = (i: number, zone: string | null, consent = true) => ({ name: `Familia ${i}`, whatsapp: "+50370000000", email: `familia${i}@example.com`, referralCode: `READY${i}`, zone, consent });
  await database.db.petOwnerLead.createMany({ data: [family(1, "santa-ana"), family(2, "santa-ana"), family(3, "santa-ana", false), family(4, "la-union"), family(5, null)] });
  const caregiver = (i: number, zone: string | null, source: "WAITLIST" | "APPLICATION" = "WAITLIST") => ({ name: `Cuidadora ${i}`, whatsapp: "+50370000000", email: `cuidadora${i}@example.com`, consent: true, zone, source });
  await database.db.providerLead.createMany({ data: [caregiver(1, "santa-ana"), caregiver(2, "santa-ana", "APPLICATION"), caregiver(3, "san-miguel"), caregiver(4, null)] });
}

describe("GET /api/admin/zones", () => {
  it("gives each zone its families waiting, sitters applied and sitters verified, published and free some day in the next 14", async () => {
    await lists();
    await sitter(); // ready
    await sitter({ municipality: "Chalchuapa", blocks: [[0, 12]] }); // free on the 14th day: ready
    await sitter({ blocks: [[0, 6], [7, 13]] }); // busy every day of the window
    await sitter({ stay: [-1, 13] }); // a confirmed boarding stay takes every day
    await sitter({ verified: false }); // no account with the checks
    await sitter({ published: false }); // not published
    await sitter({ department: "San Miguel", municipality: "San Miguel" }); // another zone
    const admin = await adminCookie(database.db);

    const { status, body } = await zones(admin);
    expect(status).toBe(200);
    expect(body.thresholds).toEqual({ readySitters: 5, waitingFamilies: 30 });
    expect(body.zones.map((zone: { slug: string }) => zone.slug)).toHaveLength(21);
    expect(zoneIn(body, "santa-ana")).toEqual({ slug: "santa-ana", name: "Santa Ana", state: "WAITLIST", waiting: 2, applied: 2, readySitters: 2, readyToOpen: false });
    expect(zoneIn(body, "san-miguel")).toEqual({ slug: "san-miguel", name: "San Miguel", state: "WAITLIST", waiting: 0, applied: 1, readySitters: 1, readyToOpen: false });
    expect(zoneIn(body, "la-union")).toMatchObject({ waiting: 1, applied: 0, readySitters: 0, readyToOpen: false });
  });

  it("marks a closed zone «Lista para abrir» once both thresholds are reached, and an open one never", async () => {
    await lists();
    await sitter();
    await sitter({ municipality: "Metapán" });
    const admin = await adminCookie(database.db);
    expect((await put({ readySitters: 2, waitingFamilies: 3 }, admin)).status).toBe(200);
    expect(zoneIn((await zones(admin)).body, "santa-ana")).toMatchObject({ waiting: 2, readySitters: 2, readyToOpen: false });

    expect((await put({ readySitters: 2, waitingFamilies: 2 }, admin)).status).toBe(200);
    expect(zoneIn((await zones(admin)).body, "santa-ana")).toMatchObject({ state: "WAITLIST", readyToOpen: true });

    // By invitation it is still closed to most families: still ready to open. Open, it is no longer.
    const move = (state: string) => patchZone(apiRequest("/api/admin/zones/santa-ana", { method: "PATCH", body: { state }, headers: { cookie: admin } }), routeParams({ slug: "santa-ana" }));
    expect((await move("INVITE")).status).toBe(200);
    expect(zoneIn((await zones(admin)).body, "santa-ana")).toMatchObject({ state: "INVITE", readyToOpen: true });
    expect((await move("OPEN")).status).toBe(200);
    expect(zoneIn((await zones(admin)).body, "santa-ana")).toMatchObject({ state: "OPEN", readySitters: 2, readyToOpen: false });
  });

  it("is for the team only: 401 anonymous, 403 for a caregiver", async () => {
    await createUser(database.db, { email: "cuidadora@example.com" });
    expect(await zones()).toMatchObject({ status: 401, body: { ok: false } });
    expect(await zones(await signIn("cuidadora@example.com"))).toEqual({ status: 403, body: { ok: false, error: "No tienes permiso para hacer esto." } });
  });
});

describe("PUT /api/admin/zone-thresholds", () => {
  it("stores both thresholds, answers them, and records who changed them from what", async () => {
    const admin = await adminCookie(database.db);
    expect(await put({ readySitters: 8, waitingFamilies: 50 }, admin)).toEqual({ status: 200, body: { ok: true, thresholds: { readySitters: 8, waitingFamilies: 50 } } });
    expect((await zones(admin)).body.thresholds).toEqual({ readySitters: 8, waitingFamilies: 50 });
    expect(await put({ readySitters: 1, waitingFamilies: 1 }, admin)).toMatchObject({ status: 200 });
    expect(await database.db.zoneReadinessThresholds.findMany()).toEqual([expect.objectContaining({ id: 1, readySitters: 1, waitingFamilies: 1, updatedBy: "admin@huellitas.sv" })]);
    const events = await database.db.auditEvent.findMany({ orderBy: { createdAt: "asc" }, select: { actor: true, action: true, targetType: true, summary: true } });
    expect(events).toEqual([
      { actor: "admin@huellitas.sv", action: "zone.thresholds", targetType: "zone", summary: "Umbrales de «Lista para abrir»: de 5 cuidadores listos y 30 familias en espera a 8 cuidadores listos y 50 familias en espera" },
      { actor: "admin@huellitas.sv", action: "zone.thresholds", targetType: "zone", summary: "Umbrales de «Lista para abrir»: de 8 cuidadores listos y 50 familias en espera a 1 cuidador listo y 1 familia en espera" },
    ]);
  });

  it("refuses values that are not whole numbers from 1 to 10,000 (400, naming the field), and changes nothing", async () => {
    const admin = await adminCookie(database.db);
    const sitters = "Escribe cuántos cuidadores listos hacen falta: un número entero de 1 a 10,000.";
    const families = "Escribe cuántas familias en espera hacen falta: un número entero de 1 a 10,000.";
    for (const [body, field, error] of [
      [{ readySitters: 0, waitingFamilies: 30 }, "readySitters", sitters],
      [{ readySitters: -3, waitingFamilies: 30 }, "readySitters", sitters],
      [{ readySitters: 2.5, waitingFamilies: 30 }, "readySitters", sitters],
      [{ readySitters: "5", waitingFamilies: 30 }, "readySitters", sitters],
      [{ waitingFamilies: 30 }, "readySitters", sitters],
      [{ readySitters: 5, waitingFamilies: 10_001 }, "waitingFamilies", families],
      [{ readySitters: 5, waitingFamilies: null }, "waitingFamilies", families],
    ] as const) {
      expect(await put(body, admin)).toEqual({ status: 400, body: { ok: false, error, field } });
    }
    expect((await put("no es JSON", admin)).status).toBe(400);
    expect(await database.db.zoneReadinessThresholds.count()).toBe(0);
    expect(await database.db.auditEvent.count()).toBe(0);
  });

  it("is for the team only: 401 anonymous, 403 for a caregiver", async () => {
    await createUser(database.db, { email: "cuidadora@example.com" });
    expect(await put({ readySitters: 1, waitingFamilies: 1 })).toMatchObject({ status: 401, body: { ok: false } });
    expect(await put({ readySitters: 1, waitingFamilies: 1 }, await signIn("cuidadora@example.com"))).toEqual({ status: 403, body: { ok: false, error: "No tienes permiso para hacer esto." } });
    expect(await database.db.zoneReadinessThresholds.count()).toBe(0);
  });
});
