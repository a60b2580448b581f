/** @jest-environment node */
import { PATCH as patchSitter } from "@/app/api/admin/sitters/[id]/route";
import { PATCH as patchZone } from "@/app/api/admin/zones/[slug]/route";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { findInvitation } from "@/lib/zones/invitations";
import { adminCookie, verifiedCaregiver } from "../helpers/auth";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// A zone opened with no bookable sitter promises its families a second e-mail; the team publishing the zone's first
// sitter sends it, once per family, and nothing more for the next sitters. A zone opened with sitters owes nothing.

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
beforeEach(async () => {
  // The seed's demo sitters are in Santa Ana, San Miguel, Sonsonate and around San Salvador: none in Chalatenango.
  await seedSitters(database.db);
  admin = await adminCookie(database.db);
});

const PROMISE = "te escribimos de nuevo apenas el primero pueda recibir reservas";
const patchZoneTo = async (slug: string, state: ZoneState) =>
  read(await patchZone(apiRequest(`/api/admin/zones/${slug}`, { method: "PATCH", body: { state }, headers: { cookie: admin } }), routeParams({ slug })));
const editSitter = async (id: number, body: Record<string, unknown>) =>
  read(await patchSitter(apiRequest(`/api/admin/sitters/${id}`, { method: "PATCH", body, headers: { cookie: admin } }), routeParams({ id: String(id) })));
const familyOn = (zone: string, n: number, consent = true) =>
  database.db.petOwnerLead.create({ data: { name: `Familia Número${n}`, email: `familia${n}@example.com`, whatsapp: "+50370000000", referralCode: `FIRST${n}`, zone, consent } });
const mailsTo = (email: string) => database.db.outboxMessage.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });
const news = (zone: string) => database.db.outboxMessage.findMany({ where: { subject: `Ya hay cuidadores en ${zone}` }, orderBy: { to: "asc" } });

/** A seed sitter made an unpublished profile of Chalatenango, linked to an account the team may publish. */
async function unpublishedSitterInChalatenango(id: number) {
  const caregiver = await verifiedCaregiver(database.db, `cuidador${id}@example.com`);
  await database.db.sitter.update({ where: { id }, data: { published: false, department: "Chalatenango", municipality: "Chalatenango", userId: caregiver.id } });
}

it("opened to all with nobody bookable: the e-mail promises; the first sitter published sends each family one «Ya hay cuidadores», the second nothing", async () => {
  const ana = await familyOn("chalatenango", 1);
  const beto = await familyOn("chalatenango", 2);
  await familyOn("chalatenango", 3, false);
  await unpublishedSitterInChalatenango(8);
  // By invitation first, then to all: each family has two opening e-mails, both promising.
  expect((await patchZoneTo("chalatenango", "INVITE")).status).toBe(200);
  expect((await patchZoneTo("chalatenango", "OPEN")).status).toBe(200);
  const openings = await mailsTo(ana.email);
  expect(openings.map((mail) => mail.subject)).toEqual(["Tu invitación: Huellitas empieza en Chalatenango", "Huellitas está abriendo en Chalatenango"]);
  for (const mail of openings) expect(mail.text).toContain(PROMISE);

  expect(await editSitter(8, { published: true })).toMatchObject({ status: 200, body: { ok: true } });
  const told = await news("Chalatenango");
  expect(told.map((mail) => mail.to)).toEqual([ana.email, beto.email]);
  expect(told[0].text).toContain("Hola, Familia:");
  expect(told[0].text).toContain("ya hay cuidadores en Chalatenango que pueden recibir reservas");
  expect(told[0].text).toMatch(/https?:\/\/\S+\/busca\?zona=chalatenango/);

  // A second sitter, published there (here: a published profile moved to the zone), and saving the first again: nothing more.
  expect((await editSitter(9, { department: "Chalatenango", municipality: "Chalatenango" })).status).toBe(200);
  expect((await editSitter(8, { bio: "Cuido perros y gatos en Chalatenango, con patio." })).status).toBe(200);
  expect(await news("Chalatenango")).toHaveLength(2);
  expect(await mailsTo(ana.email)).toHaveLength(3);
});

it("by invitation: the news points to the family's personal invitation, which still opens", async () => {
  const ana = await familyOn("chalatenango", 1);
  expect((await patchZoneTo("chalatenango", "INVITE")).status).toBe(200);
  const [invitation] = await mailsTo(ana.email);
  expect(invitation.text).toContain(PROMISE);
  const token = /[?&]invitacion=([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(invitation.text)?.[1];

  // A published profile moved into the zone is its first bookable sitter.
  expect((await editSitter(9, { department: "Chalatenango", municipality: "Chalatenango" })).status).toBe(200);
  const [told, ...more] = await news("Chalatenango");
  expect(more).toEqual([]);
  expect(told.to).toBe(ana.email);
  expect(told.text).toContain("Abre el enlace personal del correo «Tu invitación: Huellitas empieza en Chalatenango»");
  expect(told.text).not.toContain("/busca?zona=");
  expect(await findInvitation(token)).toMatchObject({ zone: "chalatenango", email: ana.email });
});

it("owes nothing to families of a zone opened with a bookable sitter, and tells nobody while the zone is on the waitlist, but when it opens again", async () => {
  await database.db.zone.update({ where: { slug: "santa-ana" }, data: { state: "WAITLIST" } });
  const ana = await familyOn("santa-ana", 1);
  expect((await patchZoneTo("santa-ana", "OPEN")).status).toBe(200);
  expect((await mailsTo(ana.email)).map((mail) => mail.subject)).toEqual(["Ya llegamos a Santa Ana"]);
  expect((await editSitter(9, { department: "Santa Ana", municipality: "Santa Ana" })).status).toBe(200);
  expect(await news("Santa Ana")).toEqual([]);

  // Chalatenango opened with nobody, then back on the waitlist: a sitter published there waits for the zone to reopen.
  const beto = await familyOn("chalatenango", 2);
  await patchZoneTo("chalatenango", "OPEN");
  await patchZoneTo("chalatenango", "WAITLIST");
  await unpublishedSitterInChalatenango(8);
  expect((await editSitter(8, { published: true })).status).toBe(200);
  expect(await news("Chalatenango")).toEqual([]);
  expect(await mailsTo(beto.email)).toHaveLength(1);
  // Open again (beto already had its opening e-mail): the promise is kept then, once.
  await patchZoneTo("chalatenango", "OPEN");
  await patchZoneTo("chalatenango", "OPEN");
  expect((await news("Chalatenango")).map((mail) => mail.to)).toEqual([beto.email]);
  expect(await mailsTo(beto.email)).toHaveLength(2);
});
