/** @jest-environment node */
import { GET as ownerList } from "@/app/api/bookings/[token]/messages/route";
import { GET as sitterList, POST as sitterPost } from "@/app/api/portal/bookings/[id]/messages/route";
import { POST as teamPost } from "@/app/api/admin/bookings/[id]/messages/route";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { GET as whatsappInbox } from "@/app/api/admin/whatsapp-inbox/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { bookingReference } from "@/lib/bookings/core/reference";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { deliverDueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { withTestEnv } from "../helpers/env";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { startWhatsappStub, type WhatsappStub } from "../helpers/whatsapp";
import { proveNumber, writeFromNumber } from "../helpers/whatsapp-webhook";

// The booking's conversation on WhatsApp: what a number writes to the business number is filed in the thread of
// the booking whose message it answers, else of its newest live booking, else listed for the team as "Mensajes sin
// reserva"; what the others write reaches a person as plain text within 24 hours of their last message, and as a
// template (without the text) outside that window, at most once in 15 minutes. Against the real route handlers, the
// database and the Graph API stand-in.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined }, { each: true });
let stub: WhatsappStub;
let carlos: string; // linked to sitter 2
let admin: string;

const OWNER = "50371234567"; // "7123-4567", the fixtures' owner number
const SITTER = "50360001202"; // sitter 2's profile number in the seed

beforeEach(async () => {
  stub = await startWhatsappStub();
  await seedSitters(database.db);
  carlos = (await linkedCaregiver(database.db, 2, "carlos@example.com")).cookie;
  admin = await adminCookie(database.db);
});
afterEach(() => stub.close());

async function book(inDays: number, overrides: Record<string, unknown> = {}) {
  const start = addDays(todayInElSalvador(), inDays);
  const request = validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", startDate: start, endDate: addDays(start, 1), ...overrides });
  const { status, body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: request }), routeParams({})));
  expect(status).toBe(201);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
const thread = async (token: string) => (await read(await ownerList(apiRequest(`/api/bookings/${token}/messages`), routeParams({ token })))).body.messages as { author: string; text: string; channel: string }[];
const sitterThread = async (id: string) => (await read(await sitterList(apiRequest(`/api/portal/bookings/${id}/messages`, { headers: { cookie: carlos } }), routeParams({ id })))).body.messages as { author: string; text: string; channel: string }[];
async function teamWrites(id: string, text: string) {
  const { status } = await read(await teamPost(apiRequest(`/api/admin/bookings/${id}/messages`, { method: "POST", body: { text }, headers: { cookie: admin } }), routeParams({ id })));
  expect(status).toBe(201);
}
async function sitterWrites(id: string, text: string) {
  const { status } = await read(await sitterPost(apiRequest(`/api/portal/bookings/${id}/messages`, { method: "POST", body: { text }, headers: { cookie: carlos } }), routeParams({ id })));
  expect(status).toBe(201);
}
/** Sends what is due and answers what reached the stand-in since `from`: number, and the text or the template. */
async function sent(from = 0) {
  await deliverDueWhatsapp();
  return stub.messages.slice(from).map((message) => ({ to: message.to, ...(message.type === "text" ? { text: message.text } : { template: message.template, parameters: message.parameters }) }));
}
/** The stand-in's messages so far (where the next `sent` starts). */
const mark = () => stub.messages.length;
const everyThreadRow = () => database.db.bookingMessage.findMany({ select: { bookingId: true, author: true, text: true, channel: true } });

describe("an inbound WhatsApp message joins the booking's thread", () => {
  it("a reply to our message (context) is filed on that message's booking, even when the number has a newer live booking", async () => {
    const older = await book(5);
    const newer = await book(12);
    await proveNumber(OWNER);
    // Its ALTA was a day ago: the team's message in the older booking reaches the owner as the template.
    await database.db.whatsappInbound.updateMany({ data: { receivedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    await teamWrites(older.id, "¿Luna come pienso o comida casera?");
    const [notice] = await sent();
    expect(notice).toMatchObject({ to: OWNER, template: "huellitas_mensaje_nuevo" });
    const wamid = stub.messages[0].id;

    await writeFromNumber(OWNER, "Pienso, gracias. ¿A qué hora paso dejando a Luna?", { context: wamid });

    expect((await thread(older.token)).map(({ author, text, channel }) => [author, channel, text])).toEqual([
      ["team", "web", "¿Luna come pienso o comida casera?"],
      ["owner", "whatsapp", "Pienso, gracias. ¿A qué hora paso dejando a Luna?"],
    ]);
    expect(await thread(newer.token)).toEqual([]);
    // The sitter reads it in the portal as well.
    expect((await sitterThread(older.id)).at(-1)).toMatchObject({ author: "owner", channel: "whatsapp" });
    // ALTA (the number's consent) was not filed anywhere.
    expect((await everyThreadRow()).map((row) => row.text)).not.toContain("ALTA");
  });

  it("without a context it is filed on the newest live booking of that number, as its owner; the sitter's number files as the sitter", async () => {
    const older = await book(5);
    const newer = await book(12);
    const gone = await book(20);
    await database.db.booking.update({ where: { id: gone.id }, data: { status: "CANCELLED" } });
    await writeFromNumber(OWNER, "¿Puedo llevarle su cama?");
    expect(await thread(older.token)).toEqual([]);
    expect(await thread(gone.token)).toEqual([]);
    expect((await thread(newer.token)).map(({ author, channel, text }) => [author, channel, text])).toEqual([["owner", "whatsapp", "¿Puedo llevarle su cama?"]]);

    await writeFromNumber(SITTER, "¡Claro! Aquí tengo espacio.");
    expect((await thread(newer.token)).at(-1)).toMatchObject({ author: "sitter", channel: "whatsapp", text: "¡Claro! Aquí tengo espacio." });
  });

  it("a number with no booking lands in the team's «Mensajes sin reserva», not in any thread", async () => {
    await book(5);
    await writeFromNumber("50379998877", "Hola, ¿cuidan gatos en Soyapango?");
    expect(await everyThreadRow()).toEqual([]);

    const answer = await read(await whatsappInbox(apiRequest("/api/admin/whatsapp-inbox", { headers: { cookie: admin } }), routeParams({})));
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([
      { id: expect.any(String), from: "+503 7999-8877", text: "Hola, ¿cuidan gatos en Soyapango?", receivedAt: expect.any(String), whatsappUrl: "https://wa.me/50379998877" },
    ]);
    // Only the team reads it.
    expect((await whatsappInbox(apiRequest("/api/admin/whatsapp-inbox"), routeParams({}))).status).toBe(401);
    // A filed message and a consent word are not listed.
    await writeFromNumber(OWNER, "Hola");
    await proveNumber("50379998877");
    const after = await read(await whatsappInbox(apiRequest("/api/admin/whatsapp-inbox", { headers: { cookie: admin } }), routeParams({})));
    expect(after.body.messages.map((message: { text: string }) => message.text)).toEqual(["Hola, ¿cuidan gatos en Soyapango?"]);
  });

  it("the same webhook delivered twice files one message and tells the others once", async () => {
    const { id, token } = await book(5);
    await sitterWrites(id, "Hola, soy Carlos.");
    // The sitter wrote on WhatsApp lately: the owner's reply reaches them as text.
    await writeFromNumber(SITTER, "Por aquí también me encuentras.");
    const before = mark();
    await writeFromNumber(OWNER, "¿A qué hora paso dejando a Max?", { id: "wamid.repetido-1" });
    await writeFromNumber(OWNER, "¿A qué hora paso dejando a Max?", { id: "wamid.repetido-1" });
    expect((await thread(token)).filter((message) => message.text === "¿A qué hora paso dejando a Max?")).toHaveLength(1);
    expect(await sent(before)).toEqual([{ to: SITTER, text: "Ana: ¿A qué hora paso dejando a Max?" }]);
  });

  it("BAJA turns the notices off, is not filed, and the team's card says since when", async () => {
    const { id, token } = await book(5);
    await proveNumber(OWNER);
    await writeFromNumber(OWNER, "BAJA");
    expect(await thread(token)).toEqual([]);
    const list = await read(await adminBookings(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), routeParams({})));
    const item = (list.body.bookings ?? list.body.items ?? list.body).find((booking: { id: string }) => booking.id === id);
    expect(item.whatsappOptInAt).toBeNull();
    expect(new Date(item.whatsappOptOutAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // And nothing goes to the number: neither the template nor text.
    const before = mark();
    await teamWrites(id, "¿Sigues ahí?");
    expect(await sent(before)).toEqual([]);
  });
});

describe("the 24 h window", () => {
  it("a team reply inside the window reaches the owner as text, outside it as the template without the text, once per 15 minutes", async () => {
    const { id } = await book(5);
    await proveNumber(OWNER);
    await writeFromNumber(OWNER, "¿A qué hora paso dejando a Luna?");
    let before = mark();
    await teamWrites(id, "A las 8:00, Carlos te espera.");
    expect(await sent(before)).toEqual([{ to: OWNER, text: "Huellitas: A las 8:00, Carlos te espera." }]);
    const request = stub.requests.at(-1)!.body as Record<string, unknown>;
    expect(request).toMatchObject({ messaging_product: "whatsapp", to: OWNER, type: "text", text: { body: "Huellitas: A las 8:00, Carlos te espera." } });

    // A day later the window has closed (Meta's time of the owner's message, moved back 25 hours).
    await database.db.whatsappInbound.updateMany({ data: { receivedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    before = mark();
    await teamWrites(id, "¿Todo bien con Luna?");
    const [template, ...rest] = await sent(before);
    expect(rest).toEqual([]);
    expect(template).toEqual({ to: OWNER, template: "huellitas_mensaje_nuevo", parameters: ["Huellitas", bookingReference(id), expect.stringMatching(/^http.+\/reserva\//)] });
    expect(JSON.stringify(stub.requests.at(-1)!.body)).not.toContain("Todo bien");

    // Within 15 minutes no second template; the sitter's message, the author's own, never reaches the sitter.
    before = mark();
    await sitterWrites(id, "Luna está feliz.");
    await teamWrites(id, "Avísanos cualquier cosa.");
    expect(await sent(before)).toEqual([]);
    // 15 minutes later, one more.
    await database.db.whatsappMessage.updateMany({ data: { createdAt: new Date(Date.now() - 16 * 60 * 1000) } });
    await teamWrites(id, "¿Nos confirmas?");
    expect((await sent(before)).map((message) => ("template" in message ? message.template : message.text))).toEqual(["huellitas_mensaje_nuevo"]);

    // The team's card lists them with the booking's messages, each as the owner read it.
    const list = await read(await adminBookings(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), routeParams({})));
    const item = (list.body.bookings ?? list.body.items ?? list.body).find((booking: { id: string }) => booking.id === id);
    const relayed = item.outbox.filter((message: { kind: string }) => message.kind.startsWith("thread-"));
    expect(relayed.map((message: { kind: string; subject: string; text: string; delivery: string }) => [message.kind, message.subject, message.text, message.delivery])).toEqual([
      ["thread-text", "WhatsApp: mensaje de la conversación", "Huellitas: A las 8:00, Carlos te espera.", "sent"],
      ["thread-message", "WhatsApp: mensaje de la conversación", expect.stringMatching(`^Tienes un mensaje de Huellitas sobre tu reserva ${bookingReference(id)} en Huellitas`), "sent"],
      ["thread-message", "WhatsApp: mensaje de la conversación", expect.stringContaining("Tienes un mensaje de Huellitas"), "sent"],
    ]);
  });

  it("outside the window a number that never opted in gets nothing on WhatsApp; inside it, text only for the booking it wrote in", async () => {
    const { id } = await book(5);
    const before = mark();
    await teamWrites(id, "Hola, Ana.");
    expect(await sent(before)).toEqual([]);
    // The owner writes (not proven): the thread's answers reach them as text, masked like the web until confirmed.
    await writeFromNumber(OWNER, "Hola, ¿me pasas tu número?");
    await sitterWrites(id, "Claro, es el 7000-1234.");
    expect(await sent(before)).toEqual([{ to: OWNER, text: "Carlos: Claro, es el [dato oculto hasta confirmar la reserva]." }]);
  });
});
