/** @jest-environment node */
import { GET as listZones } from "@/app/api/zones/route";
import { PATCH as patchZone } from "@/app/api/admin/zones/[slug]/route";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { ZONES } from "@/lib/zones/catalog";
import { withTestDatabase } from "../helpers/test-db";
import { adminCookie, createUser, signIn } from "../helpers/auth";
import { apiRequest, read, routeParams } from "../helpers/request";

// The zones, their states and their waitlists (GET /api/zones), and the team moving a zone
// (PATCH /api/admin/zones/{slug}).

const database = withTestDatabase({ resetBeforeEach: true });

const getZones = async () => {
  const response = await listZones(apiRequest("/api/zones"), routeParams({}));
  return { ...(await read(response)), cacheControl: response.headers.get("cache-control") };
};
const patch = async (slug: string, body: unknown, cookie?: string) =>
  read(await patchZone(apiRequest(`/api/admin/zones/${slug}`, { method: "PATCH", body, headers: cookie ? { cookie } : {} }), routeParams({ slug })));
const stateOf = async (slug: string) => (await database.db.zone.findUniqueOrThrow({ where: { slug } })).state;

let counter = 0;
async function sitterIn(department: string, municipality: string) {
  counter += 1;
  const { id } = await database.db.sitter.create({
    data: { slug: `cuidador-${counter}`, name: `Cuidador ${counter}`, department, municipality, services: ["WALK"], priceFromUSD: 10, bio: "Cuido mascotas con cariño." },
  });
  return id;
}
async function bookingsOf(sitterId: number, statuses: BookingStatus[]) {
  await database.db.booking.createMany({
    data: statuses.map((status, i) => ({ sitterId, status, name: `Dueña ${i}`, email: `duena${i}@example.com`, whatsapp: "+50370000000", municipality: "Santa Tecla" })),
  });
}

describe("GET /api/zones", () => {
  it("answers every zone of a fresh database with its state and an empty list, public and cached a short while", async () => {
    const { status, body, cacheControl } = await getZones();
    expect(status).toBe(200);
    expect(body).toEqual(ZONES.map((zone) => ({ slug: zone.slug, name: zone.name, state: zone.initialState, waiting: 0 })));
    expect(body.filter((zone: { state: string }) => zone.state === "OPEN").map((zone: { slug: string }) => zone.slug)).toEqual([
      "antiguo-cuscatlan", "nuevo-cuscatlan", "santa-tecla", "escalon", "san-benito", "san-salvador", "san-francisco",
    ]);
    expect(cacheControl).toMatch(/^public, s-maxage=60\b/);
  });

  it("counts, as `waiting`, the consenting pet-owner waitlist entries of each zone", async () => {
    const lead = (i: number, zone: string | null, consent = true) => ({ name: `Familia ${i}`, whatsapp: "+50370000000", email: `familia${i}@example.com`, referralCode: `CODE0${i}`, zone, consent });
    await database.db.petOwnerLead.createMany({
      data: [lead(1, "santa-ana"), lead(2, "santa-ana"), lead(3, "escalon"), lead(4, null), lead(5, "santa-ana", false)],
    });
    // Caregivers on their own waitlist are not families waiting for sitters.
    await database.db.providerLead.create({ data: { name: "Cuidadora", whatsapp: "+50370000000", email: "cuidadora@example.com", consent: true, zone: "santa-ana" } });
    const { body } = await getZones();
    const waiting = Object.fromEntries(body.map((zone: { slug: string; waiting: number }) => [zone.slug, zone.waiting]));
    expect(waiting).toMatchObject({ "santa-ana": 2, escalon: 1, "santa-tecla": 0, "la-union": 0 });
    expect(Object.values(waiting).reduce((a, b) => (a as number) + (b as number), 0)).toBe(3);
  });
});

describe("PATCH /api/admin/zones/{slug}", () => {
  it("moves a zone to another state, in the audit trail, and GET /api/zones shows it", async () => {
    const admin = await adminCookie(database.db);
    const { status, body } = await patch("santa-ana", { state: "INVITE" }, admin);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, zone: { slug: "santa-ana", name: "Santa Ana", state: "INVITE" }, mailed: { families: 0, providers: 0 } });
    expect(await stateOf("santa-ana")).toBe("INVITE");
    expect(await database.db.auditEvent.findMany({ select: { actor: true, action: true, targetType: true, targetId: true, summary: true } })).toEqual([
      { actor: "admin@huellitas.sv", action: "zone.state", targetType: "zone", targetId: "santa-ana", summary: "Zona Santa Ana: de «Próximamente» a «Por invitación»" },
    ]);
    expect((await getZones()).body.find((zone: { slug: string }) => zone.slug === "santa-ana")).toMatchObject({ state: "INVITE" });

    // The state it already has: nothing changes, nothing to record.
    expect((await patch("santa-ana", { state: "INVITE" }, admin)).status).toBe(200);
    expect(await database.db.auditEvent.count()).toBe(1);
  });

  it("is for the team only: 401 anonymous, 403 for a caregiver", async () => {
    await createUser(database.db, { email: "cuidadora@example.com" });
    const caregiver = await signIn("cuidadora@example.com");
    expect(await patch("santa-ana", { state: "OPEN" })).toMatchObject({ status: 401, body: { ok: false } });
    expect(await patch("santa-ana", { state: "OPEN" }, caregiver)).toEqual({ status: 403, body: { ok: false, error: "No tienes permiso para hacer esto." } });
    expect(await stateOf("santa-ana")).toBe("WAITLIST");
  });

  it("refuses a state that does not exist (400) and a zone that does not exist (404)", async () => {
    const admin = await adminCookie(database.db);
    for (const body of [{ state: "CLOSED" }, { state: "open" }, {}]) {
      expect(await patch("santa-ana", body, admin)).toEqual({ status: 400, body: { ok: false, error: "Elige un estado válido: WAITLIST, INVITE u OPEN.", field: "state" } });
    }
    expect(await patch("atlantida", { state: "OPEN" }, admin)).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa zona." } });
    expect(await database.db.auditEvent.count()).toBe(0);
  });

  it("refuses (409) to put a zone back on the waitlist while its sitters have bookings under way, saying how many", async () => {
    const admin = await adminCookie(database.db);
    const tecla = await sitterIn("La Libertad", "Santa Tecla");
    await bookingsOf(tecla, ["RECEIVED", "CONTACTED", "CONFIRMED", "CANCELLED", "COMPLETED", "DECLINED", "EXPIRED"]);
    // Bookings of sitters elsewhere do not count.
    await bookingsOf(await sitterIn("La Libertad", "Antiguo Cuscatlán"), ["CONFIRMED"]);
    await bookingsOf(await sitterIn("San Salvador", "Soyapango"), ["RECEIVED", "RECEIVED"]);

    const refused = await patch("santa-tecla", { state: "WAITLIST" }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      ok: false,
      error: "Esta zona tiene 3 reservas en curso (recibidas, contactadas o confirmadas): ciérralas antes de volver a ponerla en lista de espera.",
      liveBookings: 3,
    });
    expect(await stateOf("santa-tecla")).toBe("OPEN");
    expect(await database.db.auditEvent.count()).toBe(0);

    // Another state than the waitlist is no problem for bookings under way.
    expect((await patch("santa-tecla", { state: "INVITE" }, admin)).status).toBe(200);
    // The rest of a departamento counts its sitters too: one booking, in the singular.
    expect((await patch("resto-san-salvador", { state: "OPEN" }, admin)).status).toBe(200);
    await database.db.booking.updateMany({ where: { sitter: { municipality: "Soyapango" } }, data: { status: "CANCELLED" } });
    await bookingsOf(await sitterIn("San Salvador", "Mejicanos"), ["CONTACTED"]);
    expect(await patch("resto-san-salvador", { state: "WAITLIST" }, admin)).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining("tiene 1 reserva en curso ("), liveBookings: 1 },
    });

    // Once those bookings have ended, the zone may go back.
    await database.db.booking.updateMany({ where: { sitterId: tecla, status: { in: ["RECEIVED", "CONTACTED", "CONFIRMED"] } }, data: { status: "COMPLETED" } });
    expect(await patch("santa-tecla", { state: "WAITLIST" }, admin)).toMatchObject({ status: 200, body: { ok: true, zone: { state: "WAITLIST" } } });
    expect(await stateOf("santa-tecla")).toBe("WAITLIST");
  });
});
