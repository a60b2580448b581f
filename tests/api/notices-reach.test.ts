/** @jest-environment node */
import { GET as listBookings } from "@/app/api/admin/bookings/route";
import { GET as getPulse } from "@/app/api/admin/pulse/route";
import { POST as resend } from "@/app/api/admin/outbox/[id]/resend/route";
import { POST as ownerPost } from "@/app/api/bookings/[token]/messages/route";
import { GET as cronOutbox } from "@/app/api/cron/outbox/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { POST as sitterCancel } from "@/app/api/portal/bookings/[id]/cancel/route";
import { POST as sitterPost } from "@/app/api/portal/bookings/[id]/messages/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { CAPPED_REASON } from "@/lib/bookings/core/owner-mail-cap";
import { trackingHash } from "@/lib/bookings/core/tracking";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { withTestEnv } from "../helpers/env";
import { validBooking } from "../helpers/fixtures";
import { meetWentWell } from "../helpers/meet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";
import { withTestDatabase } from "../helpers/test-db";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";
import { proveNumber, writeFromNumber } from "../helpers/whatsapp-webhook";

// The notices that matter arrive, or the team knows: the cap on never-proven addresses holds only what the
// request's own author sets going, a mailbox the server refuses for good fails at once and is listed «Sin avisar»,
// and a thread's messages are told by e-mail at most once every 15 minutes per person, never to their author.

const database = withTestDatabase({ resetBeforeEach: true });
const CRON_SECRET = "secreto-de-las-tareas-programadas-0123456789";
const REFUSED = "no-existe@example.com";
withTestEnv({ CRON_SECRET, TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3000", TEAM_EMAIL: "equipo@huellitas.sv" });

let sink: SmtpSink;
let carlos: string; // the account linked to sitter 2
let admin: string;
beforeEach(async () => {
  sink = await startSmtpSink({ refuse: [REFUSED] });
  process.env.SMTP_URL = sink.url;
  await seedSitters(database.db);
  carlos = (await linkedCaregiver(database.db, 2, "carlos@example.com")).cookie;
  admin = await adminCookie(database.db);
});
afterEach(async () => {
  delete process.env.SMTP_URL;
  await sink.stop();
});

const none = routeParams({});
const MINUTE = 60_000;
const clock = (offsetMs: number): Record<string, string> => (offsetMs ? { [TEST_CLOCK_HEADER]: String(offsetMs) } : {});

/** A request to sitter 2 (Carlos), starting `inDays` from today; answers its id and the token of the link /exito shows. */
async function book(ownerEmail: string, inDays = 0) {
  const { status, body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerEmail, sitterId: 2, sitterName: "", service: "WALK" }, inDays) }), none),
  );
  expect(status).toBe(201);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}

/** The cron's delivery run, on the clock moved by `offsetMs`. */
async function deliver(offsetMs = 0) {
  const { status, body } = await read(await cronOutbox(apiRequest("/api/cron/outbox", { headers: { authorization: `Bearer ${CRON_SECRET}`, ...clock(offsetMs) } }), none));
  expect(status).toBe(200);
  return body as { sent: number; failed: number };
}

type Item = {
  id: string;
  outbox: { id: string; kind: string; to: string; status: string; lastError: string | null; channel: string }[];
  unreached: { kind: string; recipient: string; reason: string; mailId: string | null; whatsappId?: string; subject: string; text: string }[];
};
async function inbox(): Promise<Item[]> {
  const { status, body } = await read(await listBookings(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), none));
  expect(status).toBe(200);
  return body;
}
const itemOf = async (id: string) => (await inbox()).find((item) => item.id === id)!;
const mailsTo = (address: string) => sink.mails.filter((mail) => mail.to.includes(address));

it("a same-day request followed only from /exito: once the address's 3 e-mails are spent, the sitter's confirmation and cancellation still go", async () => {
  const owner = "solo-exito@example.com";
  const followed = await book(owner);
  // Three more requests from the same address the same day spend its allowance (the last one's own e-mail is held).
  for (let i = 0; i < 3; i++) await book(owner, 1);
  await meetWentWell(database.db, followed.id);
  expect((await accept(apiRequest(`/api/portal/bookings/${followed.id}/accept`, { method: "POST", headers: { cookie: carlos } }), routeParams({ id: followed.id }))).status).toBe(200);
  const cancelled = await read(
    await sitterCancel(apiRequest(`/api/portal/bookings/${followed.id}/cancel`, { method: "POST", headers: { cookie: carlos }, body: { reason: "Me enfermé" } }), routeParams({ id: followed.id })),
  );
  expect(cancelled).toEqual({ status: 200, body: { ok: true, status: "CANCELLED" } });
  await deliver();

  const item = await itemOf(followed.id);
  const toOwner = item.outbox.filter((mail) => mail.channel === "email" && mail.to === owner);
  expect(toOwner.map((mail) => [mail.kind, mail.status])).toEqual([
    ["booking-received", "SENT"],
    ["booking-confirmed", "SENT"],
    [expect.stringContaining("cancel"), "SENT"],
  ]);
  // The SMTP server got the cancellation with its reason, and the request's own held e-mail is the only one «Sin avisar».
  expect(mailsTo(owner).some((mail) => mail.raw.includes("Me enfermé"))).toBe(true);
  expect(item.unreached).toEqual([]);
  const held = (await inbox()).flatMap((booking) => booking.unreached);
  expect(held).toEqual([expect.objectContaining({ kind: "booking-received", recipient: "owner", reason: CAPPED_REASON })]);
});

it("an address the SMTP server refuses for good fails at once, is listed «Sin avisar» and counted in the pulse; «Reenviar» (audited) queues it again", async () => {
  const refused = await book(REFUSED, 2);
  const fine = await book("bien@example.com", 2);
  expect(await deliver()).toMatchObject({ failed: 1 });
  // Not retried: a later run (past any backoff) does not try the address again.
  await deliver(2 * 60 * MINUTE);
  expect(sink.refused).toEqual([REFUSED]);

  const item = await itemOf(refused.id);
  const mail = item.outbox.find((row) => row.to === REFUSED)!;
  expect(mail).toMatchObject({ status: "FAILED", lastError: expect.stringContaining("550") });
  expect(item.unreached).toEqual([{ kind: "booking-received", recipient: "owner", reason: expect.stringContaining("550"), mailId: mail.id, subject: expect.any(String), text: expect.any(String), createdAt: expect.any(String) }]);
  expect((await itemOf(fine.id)).unreached).toEqual([]);

  const pulse = await read(await getPulse(apiRequest("/api/admin/pulse?weeks=1", { headers: { cookie: admin } }), none));
  expect(pulse.status).toBe(200);
  const counted = pulse.body.zones.flatMap((zone: { rows: { unreached: number }[] }) => zone.rows.map((row) => row.unreached));
  expect(counted.reduce((sum: number, count: number) => sum + count, 0)).toBe(1);

  const again = await read(await resend(apiRequest(`/api/admin/outbox/${mail.id}/resend`, { method: "POST", headers: { cookie: admin } }), routeParams({ id: mail.id })));
  expect(again.status).toBe(200);
  expect(await database.db.auditEvent.count({ where: { action: "mail.resend", targetId: mail.id } })).toBe(1);
  expect((await itemOf(refused.id)).unreached).toEqual([]);
});

describe("a message in the thread", () => {
  const owner = "ana@example.com";
  const sitterMail = "carlos@example.com";
  const asOwner = (token: string, text: string, offsetMs = 0) =>
    ownerPost(apiRequest(`/api/bookings/${token}/messages`, { method: "POST", body: { text }, headers: clock(offsetMs) }), routeParams({ token })).then(read);
  const asSitter = (id: string, text: string, offsetMs = 0) =>
    sitterPost(apiRequest(`/api/portal/bookings/${id}/messages`, { method: "POST", body: { text }, headers: { cookie: carlos, ...clock(offsetMs) } }), routeParams({ id })).then(read);
  const messageMails = (address: string) => mailsTo(address).filter((mail) => mail.raw.includes("en la conversaci"));

  it("e-mails the others with its text, at most once per person every 15 minutes, never its author; what is written meanwhile goes in the next", async () => {
    const { id, token } = await book(owner, 3);
    await deliver();
    expect((await asOwner(token, "Hola, ¿a qué hora paso dejando a Max?")).status).toBe(201);
    await deliver();
    expect(messageMails(sitterMail)).toHaveLength(1);
    expect(messageMails(sitterMail)[0].raw).toContain("«Hola, ¿a qué hora paso dejando a Max?»");
    expect(messageMails(sitterMail)[0].raw).toContain("Ana escribió");
    expect(messageMails(owner)).toHaveLength(0);

    // Two more within 15 minutes: nothing now, one e-mail with both once the 15 minutes are over.
    expect((await asOwner(token, "Mi número es 7123-4567", 5 * MINUTE)).status).toBe(201);
    expect((await asOwner(token, "Lleva su correa roja", 10 * MINUTE)).status).toBe(201);
    await deliver(10 * MINUTE);
    expect(messageMails(sitterMail)).toHaveLength(1);
    await deliver(16 * MINUTE);
    expect(messageMails(sitterMail)).toHaveLength(2);
    const second = messageMails(sitterMail)[1].raw;
    expect(second).toContain("«Lleva su correa roja»");
    // Before the booking is confirmed, the owner's number is hidden from the sitter, in the e-mail as in the thread.
    expect(second).toContain("«Mi número es [dato oculto hasta confirmar la reserva]»");
    expect(second).not.toContain("7123-4567");
    expect(second).not.toContain("a qué hora paso");

    // The sitter answers: the owner is told (with a link to the tracking page), the sitter is not.
    expect((await asSitter(id, "A las 8 está perfecto", 17 * MINUTE)).status).toBe(201);
    await deliver(17 * MINUTE);
    expect(messageMails(owner)).toHaveLength(1);
    expect(messageMails(owner)[0].raw).toMatch(/\/reserva\/[A-Za-z0-9_-]{32}#conversacion/);
    expect(messageMails(sitterMail)).toHaveLength(2);

    // 40 minutes after the first: told at once again.
    expect((await asOwner(token, "¡Gracias!", 40 * MINUTE)).status).toBe(201);
    await deliver(40 * MINUTE);
    expect(messageMails(sitterMail)).toHaveLength(3);
    expect(await database.db.outboxMessage.count({ where: { bookingId: id, kind: "booking-message", status: { not: "SENT" } } })).toBe(0);
  });

  it("a message that joins the owner's waiting e-mail issues no new tracking link; the link it carries opens the booking", async () => {
    const { id } = await book(owner, 3);
    await deliver();
    const links = () => database.db.bookingLink.count({ where: { bookingId: id, sentTo: owner } });
    const before = await links();
    expect((await asSitter(id, "Hola Ana, soy Carlos", 0)).status).toBe(201);
    await deliver();
    expect((await asSitter(id, "¿Max come pollo?", 5 * MINUTE)).status).toBe(201);
    expect((await asSitter(id, "¿Y lleva su cama?", 10 * MINUTE)).status).toBe(201);
    // One link for the e-mail sent at once, one for the e-mail that waits and gathers the next two messages.
    expect(await links()).toBe(before + 2);
    await deliver(16 * MINUTE);
    const told = messageMails(owner);
    expect(told).toHaveLength(2);
    expect(told[1].raw).toContain("«¿Y lleva su cama?»");
    const token = /\/reserva\/([A-Za-z0-9_-]{32})#conversacion/.exec(told[1].raw)![1];
    expect(await database.db.bookingLink.count({ where: { bookingId: id, hash: trackingHash(token) } })).toBe(1);
  });

  it("eight written at once are each kept and told once: one e-mail to the sitter carrying all eight", async () => {
    const { token } = await book(owner, 3);
    const texts = Array.from({ length: 8 }, (_, i) => `Pregunta número ${i + 1}`);
    const answers = await Promise.all(texts.map((text) => asOwner(token, text)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    await deliver();
    await deliver(20 * MINUTE);
    const told = messageMails(sitterMail);
    expect(told).toHaveLength(1);
    for (const text of texts) expect(told[0].raw.split(`«${text}»`).length - 1).toBe(2); // once in the text, once in the HTML
  });
});

describe("a sitter without a portal account, told only by WhatsApp", () => {
  // Sitter 1 (María José) has no account in the seed: no e-mail, her profile's number only. Sitter 2 (Carlos) has one.
  const MARIA = "50370001101";
  const CARLOS = "50370001102";
  withTestEnv({}, { each: true });
  let stub: WhatsappStub;
  beforeEach(async () => {
    stub = await startWhatsappStub({ failNumbers: [MARIA, CARLOS] });
    await proveNumber(MARIA);
    await proveNumber(CARLOS);
  });
  afterEach(() => stub.close());

  const bookSitter = async (sitterId: number, ownerEmail: string) => {
    const { status, body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerEmail, sitterId, sitterName: "", ...(sitterId === 2 ? { service: "WALK" } : {}) }, 4) }), none));
    expect(status).toBe(201);
    return body.id as string;
  };
  const unreachedTally = async () => {
    const pulse = await read(await getPulse(apiRequest("/api/admin/pulse?weeks=1", { headers: { cookie: admin } }), none));
    expect(pulse.status).toBe(200);
    return pulse.body.zones.flatMap((zone: { rows: { unreached: number }[] }) => zone.rows.map((row) => row.unreached)).reduce((sum: number, count: number) => sum + count, 0);
  };

  it("a WhatsApp message the API refuses is listed «Sin avisar» with its reason and no «Reenviar» e-mail; a sitter with an e-mail is reached by it", async () => {
    const maria = await bookSitter(1, "uno@example.com");
    const carlosBooking = await bookSitter(2, "dos@example.com");
    await deliver();
    // Both sitters' messages were refused by the stand-in (a number that cannot receive WhatsApp).
    expect(stub.messages).toEqual([]);

    const item = await itemOf(maria);
    const whatsapp = item.outbox.find((message) => message.channel === "whatsapp" && message.kind === "sitter-new-request")!;
    expect(whatsapp).toMatchObject({ status: "FAILED", lastError: expect.stringContaining("131026") });
    expect(item.unreached).toEqual([
      { kind: "sitter-new-request", recipient: "sitter", reason: expect.stringMatching(/^WhatsApp: .*131026/), mailId: null, whatsappId: whatsapp.id, subject: expect.stringContaining("WhatsApp"), text: expect.any(String), createdAt: expect.any(String) },
    ]);
    // Carlos got the same notice by e-mail: reached.
    expect(mailsTo("carlos@example.com")).toHaveLength(1);
    expect((await itemOf(carlosBooking)).unreached).toEqual([]);
    expect(await unreachedTally()).toBe(1);
  });

  it("a message to a number that wrote BAJA before it went is listed «Sin avisar», BAJA named", async () => {
    await stub.close();
    stub = await startWhatsappStub();
    const maria = await bookSitter(1, "uno@example.com");
    await writeFromNumber(MARIA, "BAJA");
    await deliver();
    expect(stub.messages).toEqual([]);
    const [notice] = (await itemOf(maria)).unreached;
    expect(notice).toMatchObject({ kind: "sitter-new-request", recipient: "sitter", mailId: null, reason: expect.stringContaining("BAJA") });
  });

  it("lists nothing when her WhatsApp message went out", async () => {
    await stub.close();
    stub = await startWhatsappStub();
    const maria = await bookSitter(1, "uno@example.com");
    await deliver();
    expect(stub.messages.map((message) => message.to)).toEqual([MARIA]);
    expect((await itemOf(maria)).unreached).toEqual([]);
    expect(await unreachedTally()).toBe(0);
  });
});
