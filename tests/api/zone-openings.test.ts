/** @jest-environment node */
import { GET as listSitters } from "@/app/api/sitters/route";
import { PATCH as patchZone } from "@/app/api/admin/zones/[slug]/route";
import { POST as inviteFamilies } from "@/app/api/admin/zones/[slug]/invitations/route";
import { GET as openingPreview } from "@/app/api/admin/zones/[slug]/opening/route";
import { POST as reserve } from "@/app/api/reservations/route";
import { POST as joinList } from "@/app/api/pet-owner-leads/route";
import { GET as exportList } from "@/app/api/admin/export/[list]/route";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { findInvitation, invitationHash } from "@/lib/zones/invitations";
import { withTestDatabase } from "../helpers/test-db";
import { adminCookie } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";

// Who sees and books a zone's sitters in each state (GET /api/sitters, POST
// /api/reservations), and the e-mails a zone's opening queues to its lists, once per person and state.

const database = withTestDatabase({ resetBeforeEach: true });
beforeEach(async () => {
  // The seed opens the zones of its demo sitters (8 in Santa Ana, 10 in San Miguel, 11 in Sonsonate).
  await seedSitters(database.db);
});

const setState = (slug: string, state: ZoneState) => database.db.zone.update({ where: { slug }, data: { state } });
const sitterIds = async (query = "") => {
  const response = await listSitters(apiRequest(`/api/sitters${query}`), routeParams({}));
  expect(response.status).toBe(200);
  return { ids: ((await response.json()) as { id: number }[]).map((sitter) => sitter.id), cacheControl: response.headers.get("cache-control") };
};
const patch = async (slug: string, state: ZoneState, cookie: string) =>
  read(await patchZone(apiRequest(`/api/admin/zones/${slug}`, { method: "PATCH", body: { state }, headers: { cookie } }), routeParams({ slug })));
const book = (overrides: Record<string, unknown>) =>
  reserve(apiRequest("/api/reservations", { method: "POST", body: validBooking(overrides) }), routeParams({})).then(read);

let leads = 0;
async function familyOn(zone: string | null, consent = true) {
  leads += 1;
  return database.db.petOwnerLead.create({
    data: { name: `Familia Número${leads}`, email: `familia${leads}@example.com`, whatsapp: "+50370000000", referralCode: `ZONE${leads}`, zone, consent },
  });
}
async function caregiverOn(zone: string | null, consent = true) {
  leads += 1;
  return database.db.providerLead.create({ data: { name: `Cuidador${leads} Pérez`, email: `cuidador${leads}@example.com`, whatsapp: "+50370000000", zone, consent } });
}
const mails = (kind?: string) => database.db.outboxMessage.findMany({ where: kind ? { kind } : {}, orderBy: [{ to: "asc" }, { createdAt: "asc" }] });
/** The invitation token of the link in a family's e-mail. */
// A token is 32 base64url characters, and may end in "-" or "_" (where \b would not match).
const tokenIn = (text: string) => /[?&]invitacion=([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(text)?.[1];

describe("the seed and a fresh database", () => {
  it("opens the zones of the demo sitters it creates, so all 12 are listed; the rest of the country stays on the waitlist", async () => {
    expect((await sitterIds()).ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const open = await database.db.zone.findMany({ where: { state: "OPEN" }, select: { slug: true } });
    expect(open.map((zone) => zone.slug).sort()).toEqual(
      ["antiguo-cuscatlan", "escalon", "nuevo-cuscatlan", "san-benito", "san-francisco", "san-miguel", "san-salvador", "santa-ana", "santa-tecla", "sonsonate"].sort(),
    );
    // A re-run does not reopen a zone the team closed.
    await setState("santa-ana", "WAITLIST");
    await seedSitters(database.db);
    expect((await database.db.zone.findUniqueOrThrow({ where: { slug: "santa-ana" } })).state).toBe("WAITLIST");
  });
});

describe("GET /api/sitters by zone state", () => {
  it("lists OPEN zones' sitters only: WAITLIST and INVITE zones' are left out, also from a search", async () => {
    await setState("santa-ana", "WAITLIST");
    await setState("san-miguel", "INVITE");
    expect((await sitterIds()).ids).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11, 12]);
    expect((await sitterIds("?departamento=santa-ana")).ids).toEqual([]);
    expect((await sitterIds("?departamento=san-miguel")).ids).toEqual([]);
    expect((await sitterIds("?departamento=sonsonate")).ids).toEqual([11]);
    // SPEC's zones too: Santa Tecla on the waitlist hides its sitters (2 and 12).
    await setState("santa-tecla", "WAITLIST");
    expect((await sitterIds()).ids).toEqual([1, 3, 4, 5, 6, 7, 9, 11]);
  });

  it("shows an INVITE zone's sitters to a family with that zone's invitation, and only that zone's", async () => {
    await setState("santa-ana", "INVITE");
    await setState("san-miguel", "INVITE");
    const lead = await familyOn("santa-ana");
    await database.db.zoneInvitation.create({ data: { leadId: lead.id, zone: "santa-ana", tokenHash: invitationHash("a".repeat(32)) } });
    const invited = await sitterIds(`?invitacion=${"a".repeat(32)}`);
    expect(invited.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    // The family's own answer, never kept by a CDN.
    expect(invited.cacheControl).toBe("private, no-store");
    expect((await sitterIds(`?invitacion=${"a".repeat(32)}&departamento=santa-ana`)).ids).toEqual([8]);
    // A token that opens nothing, or one of another shape, shows what everybody sees.
    expect((await sitterIds(`?invitacion=${"b".repeat(32)}`)).ids).not.toContain(8);
    expect((await sitterIds("?invitacion=nada")).ids).not.toContain(8);
    // Back on the waitlist, the invitation opens nothing.
    await setState("santa-ana", "WAITLIST");
    expect((await sitterIds(`?invitacion=${"a".repeat(32)}`)).ids).not.toContain(8);
  });
});

describe("POST /api/reservations by zone state", () => {
  it("refuses (409, in Spanish) a sitter of a zone on the waitlist, with or without an invitation", async () => {
    await setState("santa-ana", "WAITLIST");
    const lead = await familyOn("santa-ana");
    await database.db.zoneInvitation.create({ data: { leadId: lead.id, zone: "santa-ana", tokenHash: invitationHash("a".repeat(32)) } });
    for (const invitation of [undefined, "a".repeat(32)]) {
      expect(await book({ sitterId: 8, invitation })).toEqual({
        status: 409,
        body: { ok: false, error: "Aún no llegamos a Santa Ana: únete a su lista y te avisamos apenas abramos." },
      });
    }
    expect(await database.db.booking.count()).toBe(0);
  });

  it("takes a sitter of an INVITE zone only with a valid invitation of that zone", async () => {
    await setState("santa-ana", "INVITE");
    await setState("san-miguel", "INVITE");
    const lead = await familyOn("santa-ana");
    await database.db.zoneInvitation.create({ data: { leadId: lead.id, zone: "santa-ana", tokenHash: invitationHash("a".repeat(32)) } });
    const onlyInvited = "Por ahora Santa Ana abre solo con invitación: usa el enlace que te enviamos por correo o únete a su lista.";
    expect(await book({ sitterId: 8 })).toEqual({ status: 409, body: { ok: false, error: onlyInvited } });
    expect(await book({ sitterId: 8, invitation: "b".repeat(32) })).toEqual({ status: 409, body: { ok: false, error: onlyInvited } });
    // Another zone's invitation does not open San Miguel.
    expect((await book({ sitterId: 10, invitation: "a".repeat(32) })).status).toBe(409);
    expect(await book({ sitterId: 8, invitation: "no es un enlace" })).toMatchObject({ status: 400, body: { field: "invitation" } });

    const family = { ownerEmail: lead.email, ownerWhatsapp: lead.whatsapp };
    const accepted = await book({ sitterId: 8, invitation: "a".repeat(32), ...family });
    expect(accepted.status).toBe(201);
    expect(await database.db.booking.findUniqueOrThrow({ where: { id: accepted.body.id } })).toMatchObject({ sitterId: 8, status: "RECEIVED" });
    // An OPEN zone's sitter needs none, and an invitation does no harm there.
    expect((await book({ sitterId: 1 })).status).toBe(201);
    expect((await book({ sitterId: 1, invitation: "a".repeat(32) })).status).toBe(201);
  });

  it("opens an INVITE zone only to the invited family: their e-mail (any alias of its mailbox) or their WhatsApp", async () => {
    await setState("santa-ana", "INVITE");
    const lead = await database.db.petOwnerLead.create({
      data: { name: "Rosa Martínez", email: "rosa.martinez@gmail.com", whatsapp: "+50371112222", referralCode: "ROSA1", zone: "santa-ana", consent: true },
    });
    const invitation = "r".repeat(32);
    await database.db.zoneInvitation.create({ data: { leadId: lead.id, zone: "santa-ana", tokenHash: invitationHash(invitation) } });

    // Someone the link was passed on to, with their own e-mail and number: refused, in Spanish, on the e-mail field.
    const stranger = { ownerEmail: "otra@example.com", ownerWhatsapp: "7555-0000" };
    expect(await book({ sitterId: 8, invitation, ...stranger })).toEqual({
      status: 409,
      body: {
        ok: false,
        error: "Esta invitación es de otra familia. Para reservar en Santa Ana con ella, usa el correo o el WhatsApp con que te anotaste en la lista; si no es tuya, únete a la lista y te avisamos.",
        field: "ownerEmail",
      },
    });
    expect(await database.db.booking.count()).toBe(0);

    // The family itself: the e-mail it joined with (in another spelling of the same mailbox), or its number.
    expect((await book({ sitterId: 8, invitation, ownerEmail: "Rosa.Martinez+perro@googlemail.com", ownerWhatsapp: "7555-0000" })).status).toBe(201);
    expect((await book({ sitterId: 8, invitation, ownerEmail: "rosa@example.com", ownerWhatsapp: "7111-2222" })).status).toBe(201);
    // Once the zone is open the link plays no part: anyone books, as any request.
    await setState("santa-ana", "OPEN");
    expect((await book({ sitterId: 8, invitation, ...stranger })).status).toBe(201);
  });
});

describe("before opening a zone (GET /api/admin/zones/{slug}/opening?state=)", () => {
  const preview = async (slug: string, query: string, cookie: string) =>
    read(await openingPreview(apiRequest(`/api/admin/zones/${slug}/opening${query}`, { headers: { cookie } }), routeParams({ slug })));

  it("names who the opening would tell and how many sitters are bookable there, changing nothing; after it, nobody is left to tell", async () => {
    const admin = await adminCookie(database.db);
    const marta = await familyOn("chalatenango");
    await familyOn("chalatenango", false);
    const carla = await caregiverOn("chalatenango");
    const asked = await preview("chalatenango", "?state=INVITE", admin);
    expect(asked).toMatchObject({
      status: 200,
      body: {
        ok: true,
        zone: { slug: "chalatenango", state: "WAITLIST" },
        families: [{ name: marta.name, email: marta.email, whatsapp: false }],
        providers: [{ name: carla.name, email: carla.email, whatsapp: false }],
        bookableSitters: 0,
      },
    });
    expect(await database.db.outboxMessage.count()).toBe(0);
    expect((await database.db.zone.findUniqueOrThrow({ where: { slug: "chalatenango" } })).state).toBe("WAITLIST");
    expect((await preview("santa-ana", "?state=OPEN", admin)).body.bookableSitters).toBe(1);

    await patch("chalatenango", "INVITE", admin);
    expect((await preview("chalatenango", "?state=INVITE", admin)).body).toMatchObject({ families: [], providers: [] });
    // Opening to all still tells them (another state).
    expect((await preview("chalatenango", "?state=OPEN", admin)).body.families).toHaveLength(1);
  });

  it("answers the team only, 400 a state that tells nobody and 404 an unknown zone", async () => {
    const admin = await adminCookie(database.db);
    expect((await preview("chalatenango", "?state=INVITE", "")).status).toBe(401);
    expect(await preview("chalatenango", "?state=WAITLIST", admin)).toMatchObject({ status: 400, body: { ok: false } });
    expect(await preview("atlantida", "?state=OPEN", admin)).toMatchObject({ status: 404, body: { ok: false, error: "No encontramos esa zona." } });
  });
});

describe("the families' opening e-mail, chosen by the sitters bookable in the zone", () => {
  it("promises sitters only where some are published; elsewhere says the zone is opening and that we write again", async () => {
    const admin = await adminCookie(database.db);
    await setState("santa-ana", "WAITLIST");
    const withSitters = await familyOn("santa-ana");
    const withoutSitters = await familyOn("chalatenango");
    await patch("santa-ana", "INVITE", admin);
    await patch("chalatenango", "INVITE", admin);
    const [there, notYet] = await Promise.all([withSitters, withoutSitters].map((lead) => database.db.outboxMessage.findFirstOrThrow({ where: { to: lead.email } })));
    expect(there.text).toContain("Con este enlace ves a los cuidadores de Santa Ana y reservas con tus datos ya puestos:");
    expect(notYet.subject).toBe("Tu invitación: Huellitas empieza en Chalatenango");
    expect(notYet.text).toContain("Todavía estamos sumando a los primeros cuidadores de la zona: te escribimos de nuevo apenas el primero pueda recibir reservas.");
    expect(notYet.text).not.toContain("ves a los cuidadores");
    expect(tokenIn(notYet.text)).toBeTruthy();

    // Opened to all with nobody bookable: "está abriendo", not "ya puedes reservar".
    await patch("chalatenango", "OPEN", admin);
    const open = await database.db.outboxMessage.findFirstOrThrow({ where: { to: withoutSitters.email, subject: { not: notYet.subject } } });
    expect(open.subject).toBe("Huellitas está abriendo en Chalatenango");
    expect(open.text).toContain("te escribimos de nuevo apenas el primero pueda recibir reservas. Aquí los verás:");
    expect(open.text).not.toContain("ya puedes buscar cuidadores y reservar");
    // A published sitter of the zone changes the next family's e-mail.
    await database.db.sitter.update({ where: { id: 8 }, data: { department: "Chalatenango", municipality: "Chalatenango" } });
    const later = await familyOn("chalatenango");
    await patch("chalatenango", "WAITLIST", admin);
    await patch("chalatenango", "OPEN", admin);
    const news = await database.db.outboxMessage.findFirstOrThrow({ where: { to: later.email } });
    expect(news.subject).toBe("Ya llegamos a Chalatenango");
  });
});

describe("opening a zone (PATCH /api/admin/zones/{slug})", () => {
  it("queues one e-mail per consenting family (with a personal invitation) and caregiver of its lists, once however many saves", async () => {
    await setState("santa-ana", "WAITLIST");
    const admin = await adminCookie(database.db);
    const ana = await familyOn("santa-ana");
    const beto = await familyOn("santa-ana");
    await familyOn("santa-ana", false); // did not agree to be contacted
    await familyOn("san-miguel");
    await familyOn(null);
    const carla = await caregiverOn("santa-ana");
    await caregiverOn("santa-ana", false);
    await caregiverOn("sonsonate");

    const first = await patch("santa-ana", "INVITE", admin);
    expect(first).toMatchObject({ status: 200, body: { ok: true, mailed: { families: 2, providers: 1 } } });
    for (let i = 0; i < 3; i++) expect((await patch("santa-ana", "INVITE", admin)).body.mailed).toEqual({ families: 0, providers: 0 });

    const family = await mails("zone-opening-family");
    expect(family.map((mail) => mail.to)).toEqual([ana.email, beto.email]);
    expect(family[0].subject).toBe("Tu invitación: Huellitas empieza en Santa Ana");
    expect(family[0].text).toContain("Hola, Familia:");
    const caregivers = await mails("zone-opening-provider");
    expect(caregivers.map((mail) => mail.to)).toEqual([carla.email]);
    expect(caregivers[0].text).toContain("/unete");
    expect(await database.db.outboxMessage.count()).toBe(3);

    // Each family's link is its own invitation, stored as a hash only, one per family and zone.
    const tokens = family.map((mail) => tokenIn(mail.text));
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(2);
    expect(family[0].text).toMatch(/\/reservar\?invitacion=/);
    const rows = await database.db.zoneInvitation.findMany({ orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.tokenHash)).not.toContain(tokens[0]);
    expect(await findInvitation(tokens[0])).toEqual({ zone: "santa-ana", name: ana.name, email: ana.email, whatsapp: ana.whatsapp });
    expect(await findInvitation(tokens[1])).toMatchObject({ zone: "santa-ana", email: beto.email });
    // The link lists the zone's sitters for that family.
    expect((await sitterIds(`?invitacion=${tokens[0]}`)).ids).toContain(8);
    expect((await sitterIds()).ids).not.toContain(8);

    // Opening it for everyone: one more e-mail each (another state), with the zone's search; no new invitation.
    expect((await patch("santa-ana", "OPEN", admin)).body.mailed).toEqual({ families: 2, providers: 1 });
    const open = (await mails("zone-opening-family")).filter((mail) => mail.subject === "Ya llegamos a Santa Ana");
    expect(open.map((mail) => mail.to)).toEqual([ana.email, beto.email]);
    expect(open[0].text).toContain("/busca?zona=santa-ana");
    expect(await database.db.zoneInvitation.count()).toBe(2);

    // Back and forth: nobody hears of the same state twice.
    await patch("santa-ana", "WAITLIST", admin);
    await patch("santa-ana", "INVITE", admin);
    await patch("santa-ana", "OPEN", admin);
    expect(await database.db.outboxMessage.count()).toBe(6);
    expect(await database.db.zoneOpeningMail.count()).toBe(6);

    // A family who joins later hears of the next save of that state.
    const late = await familyOn("santa-ana");
    await patch("santa-ana", "WAITLIST", admin);
    expect((await patch("santa-ana", "OPEN", admin)).body.mailed).toEqual({ families: 1, providers: 0 });
    expect((await mails()).filter((mail) => mail.to === late.email)).toHaveLength(1);
  });

  it("queues them exactly once under two saves at the same time", async () => {
    await setState("santa-ana", "WAITLIST");
    const admin = await adminCookie(database.db);
    for (let i = 0; i < 3; i++) await familyOn("santa-ana");
    await caregiverOn("santa-ana");
    const answers = await Promise.all([patch("santa-ana", "INVITE", admin), patch("santa-ana", "INVITE", admin)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.mailed.families).sort()).toEqual([0, 3]);
    expect(await database.db.outboxMessage.count()).toBe(4);
    expect(await database.db.zoneInvitation.count()).toBe(3);
    expect(await database.db.auditEvent.count()).toBe(1);

    const both = await Promise.all([patch("santa-ana", "OPEN", admin), patch("santa-ana", "OPEN", admin)]);
    expect(both.map((answer) => answer.body.mailed.families).sort()).toEqual([0, 3]);
    expect(await database.db.outboxMessage.count()).toBe(8);
  });

  it("queues nothing when a zone goes back to the waitlist", async () => {
    const admin = await adminCookie(database.db);
    await familyOn("santa-ana");
    expect((await patch("santa-ana", "WAITLIST", admin)).body.mailed).toEqual({ families: 0, providers: 0 });
    expect(await database.db.outboxMessage.count()).toBe(0);
  });
});

describe("joining a zone's list from a search (POST /api/pet-owner-leads)", () => {
  it("keeps the zone and what the family searched with their entry", async () => {
    const searched = "Santa Ana · Hospedaje en casa (/busca?zona=santa-ana&servicio=hospedaje)";
    const body = { name: "Rosa Martínez", whatsapp: "7123-4567", email: "rosa@example.com", consent: true, zone: "santa-ana", searched, company: "" };
    const { status } = await read(await joinList(apiRequest("/api/pet-owner-leads", { method: "POST", body }), routeParams({})));
    expect(status).toBe(201);
    expect(await database.db.petOwnerLead.findUniqueOrThrow({ where: { email: "rosa@example.com" } })).toMatchObject({ zone: "santa-ana", searched, consent: true });
    // The team reads it in the waitlist's CSV, last column.
    const admin = await adminCookie(database.db);
    const csv = await (await exportList(apiRequest("/api/admin/export/duenos-en-espera", { headers: { cookie: admin } }), routeParams({ list: "duenos-en-espera" }))).text();
    const [header, row] = csv.split("\r\n");
    expect(header).toMatch(/;Intentos repetidos;Búsqueda$/);
    expect(row.endsWith(`;${searched}`)).toBe(true);
    const tooLong = { ...body, email: "otra@example.com", searched: "x".repeat(1001) };
    expect((await read(await joinList(apiRequest("/api/pet-owner-leads", { method: "POST", body: tooLong }), routeParams({})))).status).toBe(400);
  });
});

describe("joining the list of a zone already «Por invitación» (POST /api/pet-owner-leads), and the team's invitations", () => {
  const join = async (email: string, zone: string | null) =>
    read(await joinList(apiRequest("/api/pet-owner-leads", { method: "POST", body: { name: "Rosa Martínez", whatsapp: "7123-4567", email, consent: true, zone, company: "" } }), routeParams({})));
  const invite = async (slug: string, cookie?: string) =>
    read(await inviteFamilies(apiRequest(`/api/admin/zones/${slug}/invitations`, { method: "POST", headers: cookie ? { cookie } : {} }), routeParams({ slug })));

  it("only lists the family; the team invites those who joined since, each exactly once", async () => {
    await setState("santa-ana", "WAITLIST");
    const admin = await adminCookie(database.db);
    await patch("santa-ana", "INVITE", admin);

    expect((await join("rosa@example.com", "santa-ana")).status).toBe(201);
    expect(await database.db.outboxMessage.count()).toBe(0);
    expect(await database.db.zoneInvitation.count()).toBe(0);
    // A repeat sign-up, the zone saved again as «Por invitación»: still nobody invited.
    expect((await join("rosa@example.com", "santa-ana")).status).toBe(201);
    expect((await patch("santa-ana", "INVITE", admin)).body.mailed).toEqual({ families: 0, providers: 0 });
    expect(await database.db.outboxMessage.count()).toBe(0);

    // The team's «Invitar a las familias nuevas» (Zonas tab).
    expect(await invite("santa-ana", admin)).toMatchObject({ status: 200, body: { ok: true, zone: { slug: "santa-ana", state: "INVITE" }, mailed: { families: 1, providers: 0 } } });
    const invited = await mails("zone-opening-family");
    expect(invited.map((mail) => [mail.to, mail.subject])).toEqual([["rosa@example.com", "Tu invitación: Huellitas empieza en Santa Ana"]]);
    const token = tokenIn(invited[0].text);
    expect(await findInvitation(token)).toEqual({ zone: "santa-ana", name: "Rosa Martínez", email: "rosa@example.com", whatsapp: "+50371234567" });
    expect((await sitterIds(`?invitacion=${token}`)).ids).toContain(8);
    expect(await database.db.auditEvent.count({ where: { action: "zone.invite", targetId: "santa-ana" } })).toBe(1);

    // Again, twice at once, or after going back and forth: nothing more.
    expect((await Promise.all([invite("santa-ana", admin), invite("santa-ana", admin)])).map((answer) => answer.body.mailed.families)).toEqual([0, 0]);
    await patch("santa-ana", "WAITLIST", admin);
    expect((await patch("santa-ana", "INVITE", admin)).body.mailed).toEqual({ families: 0, providers: 0 });
    expect(await mails("zone-opening-family")).toHaveLength(1);
    expect(await database.db.zoneInvitation.count()).toBe(1);
    // Opening it for everyone is another state: one e-mail more.
    expect((await patch("santa-ana", "OPEN", admin)).body.mailed).toEqual({ families: 1, providers: 0 });
  });

  it("is the team's only: 401 anonymous; a zone not «Por invitación» is a 409, an unknown one a 404", async () => {
    const admin = await adminCookie(database.db);
    await familyOn("santa-ana");
    expect((await invite("santa-ana")).status).toBe(401);
    await setState("santa-ana", "OPEN");
    expect(await invite("santa-ana", admin)).toEqual({
      status: 409,
      body: { ok: false, error: "Santa Ana no está «Por invitación»: solo se invita a las familias de una zona en ese estado." },
    });
    expect((await invite("atlantida", admin)).status).toBe(404);
    expect(await database.db.outboxMessage.count()).toBe(0);
  });

  it("mails nobody who joins a zone on the waitlist, an open zone, or no zone", async () => {
    await setState("la-union", "WAITLIST");
    expect((await join("una@example.com", "la-union")).status).toBe(201);
    expect((await join("dos@example.com", "santa-tecla")).status).toBe(201);
    expect((await join("tres@example.com", null)).status).toBe(201);
    expect(await database.db.outboxMessage.count()).toBe(0);
    expect(await database.db.zoneInvitation.count()).toBe(0);
  });

  it("invites a family who joins while the team opens the zone by invitation once, by the opening or by the team's invitations", async () => {
    await setState("santa-ana", "WAITLIST");
    const admin = await adminCookie(database.db);
    for (let round = 0; round < 3; round++) {
      const email = `ronda${round}@example.com`;
      const [joined, opened] = await Promise.all([join(email, "santa-ana"), patch("santa-ana", "INVITE", admin)]);
      expect([joined.status, opened.status]).toEqual([201, 200]);
      expect((await invite("santa-ana", admin)).status).toBe(200);
      expect((await mails("zone-opening-family")).filter((mail) => mail.to === email)).toHaveLength(1);
      await patch("santa-ana", "WAITLIST", admin);
    }
    expect(await database.db.zoneInvitation.count()).toBe(3);
  });
});
