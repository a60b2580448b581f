/** @jest-environment node */
import { PATCH as patchZone } from "@/app/api/admin/zones/[slug]/route";
import { POST as joinFamilies } from "@/app/api/pet-owner-leads/route";
import { POST as joinProviders } from "@/app/api/provider-leads/route";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { recordWhatsappOptOut } from "@/lib/mail/whatsapp-consent";
import { deliverDueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { OPENING_WHATSAPP } from "@/lib/zones/opening";
import { adminCookie } from "../helpers/auth";
import { validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";
import { proveNumber } from "../helpers/whatsapp-webhook";

// A zone's opening («Por invitación» or «Abierta») also goes by WhatsApp to the people on its lists
// whose number opted in ("… sobre la apertura en mi zona"), with the link their e-mail carries; once per person and
// state, like the e-mail, and never to a number that did not opt in or wrote BAJA since. Each number that ticks the
// box is proven first (it writes ALTA): an unproven one gets only its confirmation (tests/api/whatsapp-proof.test.ts).

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined }, { each: true });
let stub: WhatsappStub;
let admin: string;

beforeEach(async () => {
  stub = await startWhatsappStub();
  await seedSitters(database.db);
  await database.db.zone.update({ where: { slug: "santa-ana" }, data: { state: "WAITLIST" } });
  admin = await adminCookie(database.db);
});
afterEach(() => stub.close());

const none = routeParams({});
let n = 0;
async function join(handler: typeof joinFamilies, lead: Record<string, unknown>) {
  n += 1;
  const answer = await read(await handler(apiRequest("/api/x", { method: "POST", body: { ...lead, email: `persona${n}@example.com`, referralCode: undefined }, headers: { "x-forwarded-for": `10.0.0.${n}` } }), none));
  expect(answer.status).toBe(201);
}
const patch = async (state: ZoneState) =>
  read(await patchZone(apiRequest("/api/admin/zones/santa-ana", { method: "PATCH", body: { state }, headers: { cookie: admin } }), routeParams({ slug: "santa-ana" })));
const queued = () => database.db.whatsappMessage.findMany({ orderBy: [{ recipient: "asc" }, { createdAt: "asc" }] });
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];

it("INVITE then OPEN: WhatsApp goes to opted-in numbers only, with the e-mail's own link, once per person and state", async () => {
  for (const number of ["50371000001", "50371000003", "50372000001", "50371000009"]) await proveNumber(number);
  await join(joinFamilies, validPetOwnerLead({ zone: "santa-ana", whatsapp: "7100-0001", name: "Lucía Romero", whatsappOptIn: true }));
  await join(joinFamilies, validPetOwnerLead({ zone: "santa-ana", whatsapp: "7100-0002", whatsappOptIn: false }));
  await join(joinFamilies, validPetOwnerLead({ zone: "santa-ana", whatsapp: "7100-0003", whatsappOptIn: true }));
  await join(joinProviders, validProviderLead({ zone: "santa-ana", whatsapp: "7200-0001", name: "Carlos Pérez", whatsappOptIn: true }));
  await join(joinFamilies, validPetOwnerLead({ zone: "sonsonate", whatsapp: "7100-0009", whatsappOptIn: true }));
  // The third family wrote BAJA since.
  await database.db.$transaction((tx) => recordWhatsappOptOut(tx, "7100-0003", "BAJA"));

  expect((await patch("INVITE")).body.mailed).toEqual({ families: 3, providers: 1 });
  const invite = await queued();
  expect(invite.map((row) => [row.template, row.recipient, row.status])).toEqual([
    [OPENING_WHATSAPP["zone-opening-family-INVITE"].template, "50371000001", "PENDING"],
    [OPENING_WHATSAPP["zone-opening-provider"].template, "50372000001", "PENDING"],
  ]);
  // The family's personal invitation is the one of their e-mail; the caregiver's link is the application.
  const familyMail = await database.db.outboxMessage.findFirstOrThrow({ where: { kind: "zone-opening-family", text: { contains: "Lucía" } } });
  expect(invite[0].parameters).toEqual(["Lucía", "Santa Ana", linkIn(familyMail.text.split("\n").find((line) => line.includes("invitacion="))!)]);
  expect((invite[1].parameters as string[]).slice(0, 2)).toEqual(["Carlos", "Santa Ana"]);
  expect((invite[1].parameters as string[])[2]).toMatch(/\/unete$/);

  expect(await deliverDueWhatsapp()).toMatchObject({ sent: 2, failed: 0 });
  expect(stub.messages.map((message) => [message.to, message.template])).toEqual(
    expect.arrayContaining([
      ["50371000001", "huellitas_zona_invitacion"],
      ["50372000001", "huellitas_zona_cuidadores"],
    ]),
  );

  // Saving INVITE again writes nothing; OPEN tells each once more, with the zone's search.
  expect((await patch("INVITE")).body.mailed).toEqual({ families: 0, providers: 0 });
  expect(await database.db.whatsappMessage.count()).toBe(2);
  await patch("OPEN");
  const open = (await queued()).filter((row) => row.status === "PENDING");
  expect(open.map((row) => [row.template, row.recipient])).toEqual([
    ["huellitas_zona_abierta", "50371000001"],
    ["huellitas_zona_cuidadores", "50372000001"],
  ]);
  expect((open[0].parameters as string[])[2]).toMatch(/\/busca\?zona=santa-ana$/);
});

it("with the channel off, the e-mails go as before and nothing is queued for WhatsApp", async () => {
  delete process.env.WHATSAPP_APP_SECRET;
  await join(joinFamilies, validPetOwnerLead({ zone: "santa-ana", whatsapp: "7100-0001", whatsappOptIn: true }));
  expect((await patch("OPEN")).body.mailed).toEqual({ families: 1, providers: 0 });
  expect(await database.db.whatsappMessage.count()).toBe(0);
});
