/** @jest-environment node */
import { PATCH as patchZone } from "@/app/api/admin/zones/[slug]/route";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { joinZoneWaitlist } from "@/lib/leads/waitlist-actions";
import { WHATSAPP_CONFIRMATIONS } from "@/lib/mail/whatsapp-confirmations";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { OPENING_WHATSAPP } from "@/lib/zones/opening";
import { adminCookie } from "../helpers/auth";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";
import { writeFromNumber } from "../helpers/whatsapp-webhook";

// "Aún no llegamos a {zona}": the closed zone's sign-up (its server action, as the form sends it with or without
// JavaScript) keeps the WhatsApp box; the opening's template goes only to a number that ticked it and answered its
// confirmation, never to one that did not tick it.

let forwardedFor = "10.1.0.1";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": forwardedFor, referer: "http://localhost:3000/preview/busca?zona=santa-ana" }) }));

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined }, { each: true });
let stub: WhatsappStub;
beforeEach(async () => {
  stub = await startWhatsappStub();
  await seedSitters(database.db);
  await database.db.zone.update({ where: { slug: "santa-ana" }, data: { state: "WAITLIST" } });
});
afterEach(() => stub.close());

let n = 0;
async function signUp(whatsapp: string, ticked: boolean, zone = "santa-ana") {
  n += 1;
  forwardedFor = `10.1.0.${n}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: `Familia ${n}`, whatsapp, email: `familia${n}@example.com`, consent: "on", zone, searched: "Hospedaje en Santa Ana", company: "" })) form.set(name, value);
  if (ticked) form.set("whatsappOptIn", "on");
  expect(await joinZoneWaitlist({}, form)).toEqual({ done: {} });
}
const patch = async (state: ZoneState, cookie: string, slug = "santa-ana") =>
  read(await patchZone(apiRequest(`/api/admin/zones/${slug}`, { method: "PATCH", body: { state }, headers: { cookie } }), routeParams({ slug })));
const sentTo = async (recipient: string) => (await database.db.whatsappMessage.findMany({ where: { recipient }, orderBy: { createdAt: "asc" } })).map((row) => row.template);

it("asks the ticked number to confirm, and sends it the opening only once it answered; an unticked number gets nothing", async () => {
  const admin = await adminCookie(database.db);
  await signUp("7100-0001", true);
  await signUp("7100-0002", false);
  const lead = await database.db.petOwnerLead.findFirstOrThrow({ where: { whatsapp: "+50371000001" } });
  expect(lead).toMatchObject({ zone: "santa-ana", searched: "Hospedaje en Santa Ana" });
  expect(await sentTo("50371000001")).toEqual([WHATSAPP_CONFIRMATIONS["whatsapp-confirm-signup"].template]);

  // Not answered yet: the invitation goes by e-mail only.
  expect((await patch("INVITE", admin)).body.mailed).toEqual({ families: 2, providers: 0 });
  expect(await sentTo("50371000001")).toEqual([WHATSAPP_CONFIRMATIONS["whatsapp-confirm-signup"].template]);

  // The number answers SÍ: the next opening reaches it by WhatsApp too.
  await writeFromNumber("50371000001", "SÍ");
  await patch("OPEN", admin);
  expect(await sentTo("50371000001")).toEqual([WHATSAPP_CONFIRMATIONS["whatsapp-confirm-signup"].template, OPENING_WHATSAPP["zone-opening-family-OPEN"].template]);
  expect(await sentTo("50371000002")).toEqual([]);
});

it("in a zone with no sitter bookable yet, the WhatsApp says, as the e-mail, that the zone is opening and we write again", async () => {
  const admin = await adminCookie(database.db);
  await signUp("7100-0005", true, "chalatenango");
  await writeFromNumber("50371000005", "SÍ");
  await patch("INVITE", admin, "chalatenango");
  await patch("OPEN", admin, "chalatenango");
  expect((await sentTo("50371000005")).slice(1)).toEqual([
    OPENING_WHATSAPP["zone-opening-family-INVITE-soon"].template,
    OPENING_WHATSAPP["zone-opening-family-OPEN-soon"].template,
  ]);
});
