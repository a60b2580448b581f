/** @jest-environment node */
import { GET as ownerList, POST as ownerPost } from "@/app/api/bookings/[token]/messages/route";
import { POST as ownerReport } from "@/app/api/bookings/[token]/messages/report/route";
import { GET as sitterList, POST as sitterPost } from "@/app/api/portal/bookings/[id]/messages/route";
import { POST as sitterReport } from "@/app/api/portal/bookings/[id]/messages/report/route";
import { GET as teamList, POST as teamPost } from "@/app/api/admin/bookings/[id]/messages/route";
import { DELETE as teamReviewed } from "@/app/api/admin/bookings/[id]/messages/report/route";
import { GET as inbox } from "@/app/api/admin/bookings/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { meetWentWell } from "../helpers/meet";
import { POST as postReservation } from "@/app/api/reservations/route";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// One conversation per booking: the owner by the link, the booking's sitter in the portal and the team in the
// dashboard each write in it and read all of it, oldest first; strangers get the same 404 as for no booking.

const database = withTestDatabase({ resetBeforeEach: true });
let carlos: string; // linked to sitter 2, the booking's sitter
let karla: string; // linked to sitter 7, another sitter
let admin: string;

beforeEach(async () => {
  await seedSitters(database.db);
  carlos = (await linkedCaregiver(database.db, 2, "carlos@example.com")).cookie;
  karla = (await linkedCaregiver(database.db, 7, "karla@example.com")).cookie;
  admin = await adminCookie(database.db);
});

async function booking(sitterId = 2) {
  const start = addDays(todayInElSalvador(), 5);
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId, sitterName: "", service: "DAYCARE", startDate: start, endDate: addDays(start, 1) }) }), routeParams({})),
  );
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}

type Headers = Record<string, string>;
const asOwner = {
  list: (token: string, headers: Headers = {}) => ownerList(apiRequest(`/api/bookings/${token}/messages`, { headers }), routeParams({ token })).then(read),
  post: (token: string, body: unknown, headers: Headers = {}) => ownerPost(apiRequest(`/api/bookings/${token}/messages`, { method: "POST", body, headers }), routeParams({ token })).then(read),
};
const asSitter = {
  list: (id: string, cookie = carlos) => sitterList(apiRequest(`/api/portal/bookings/${id}/messages`, { headers: { cookie } }), routeParams({ id })).then(read),
  post: (id: string, body: unknown, cookie = carlos, headers: Headers = {}) =>
    sitterPost(apiRequest(`/api/portal/bookings/${id}/messages`, { method: "POST", body, headers: { cookie, ...headers } }), routeParams({ id })).then(read),
};
const asTeam = {
  list: (id: string) => teamList(apiRequest(`/api/admin/bookings/${id}/messages`, { headers: { cookie: admin } }), routeParams({ id })).then(read),
  post: (id: string, body: unknown, headers: Headers = {}) =>
    teamPost(apiRequest(`/api/admin/bookings/${id}/messages`, { method: "POST", body, headers: { cookie: admin, ...headers } }), routeParams({ id })).then(read),
};
const MESSAGE = { id: expect.any(String), author: expect.any(String), text: expect.any(String), channel: "web", createdAt: expect.any(String) };

it("the owner, the sitter and the team each write; all three read the three messages in order, newest last", async () => {
  const { id, token } = await booking();
  const owner = await asOwner.post(token, { text: "Hola, ¿puedo llevarle su cama?" });
  expect(owner.status).toBe(201);
  expect(owner.body).toEqual({ ok: true, message: { ...MESSAGE, author: "owner", text: "Hola, ¿puedo llevarle su cama?" } });
  const sitter = await asSitter.post(id, { text: "¡Claro que sí!" });
  expect(sitter.status).toBe(201);
  expect(sitter.body.message).toEqual({ ...MESSAGE, author: "sitter", text: "¡Claro que sí!" });
  const team = await asTeam.post(id, { text: "Aquí estamos si necesitan algo." });
  expect(team.status).toBe(201);
  expect(team.body.message).toEqual({ ...MESSAGE, author: "team" });

  const expected = [
    ["owner", "Hola, ¿puedo llevarle su cama?"],
    ["sitter", "¡Claro que sí!"],
    ["team", "Aquí estamos si necesitan algo."],
  ];
  for (const answer of [await asOwner.list(token), await asSitter.list(id), await asTeam.list(id)]) {
    expect(answer.status).toBe(200);
    expect(answer.body.messages.map((message: { author: string; text: string }) => [message.author, message.text])).toEqual(expected);
    for (const message of answer.body.messages) expect(Object.keys(message).sort()).toEqual(["author", "channel", "createdAt", "id", "text"]);
  }
});

it("an unknown token, another sitter's booking and an unknown id answer the same 404, and nothing is written", async () => {
  const { id } = await booking();
  const unknownToken = "A".repeat(32);
  const strangerList = await asOwner.list(unknownToken);
  const strangerPost = await asOwner.post(unknownToken, { text: "Hola" });
  expect([strangerList.status, strangerPost.status]).toEqual([404, 404]);
  const other = await asSitter.list(id, karla);
  const otherPost = await asSitter.post(id, { text: "Hola" }, karla);
  const none = await asSitter.list("no-existe");
  expect([other.status, otherPost.status, none.status]).toEqual([404, 404, 404]);
  expect(other.body).toEqual(none.body);
  expect((await asTeam.list("no-existe")).status).toBe(404);
  expect(await database.db.bookingMessage.count()).toBe(0);
});

it("a write from another site's page is 403 for each audience", async () => {
  const { id, token } = await booking();
  const evil = { origin: "https://evil.example" };
  expect((await asOwner.post(token, { text: "Hola" }, evil)).status).toBe(403);
  expect((await asSitter.post(id, { text: "Hola" }, carlos, evil)).status).toBe(403);
  expect((await asTeam.post(id, { text: "Hola" }, evil)).status).toBe(403);
  expect(await database.db.bookingMessage.count()).toBe(0);
});

it("an empty message and one of 2,001 characters are 400 with a Spanish message; 2,000 is accepted", async () => {
  const { id, token } = await booking();
  const empty = await asOwner.post(token, { text: "   \u200b " });
  expect(empty).toEqual({ status: 400, body: { ok: false, error: "Escribe tu mensaje.", field: "text" } });
  expect((await asSitter.post(id, {})).status).toBe(400);
  const long = await asTeam.post(id, { text: "a".repeat(2001) });
  expect(long.status).toBe(400);
  expect(long.body.error).toBe("Tu mensaje puede tener como máximo 2,000 caracteres.");
  expect((await asOwner.post(token, { text: "b".repeat(2000) })).status).toBe(201);
});

it("control and bidirectional characters are removed before the message is kept", async () => {
  const { id, token } = await booking();
  const posted = await asOwner.post(token, { text: "  Hola\u202e gnal\u0007 \u2066adiós\u2069\u200f  " });
  expect(posted.body.message.text).toBe("Hola gnal adiós");
  expect((await asSitter.list(id)).body.messages[0].text).toBe("Hola gnal adiós");
});

it("the 21st message in an hour by one author on one booking is 429; the other authors still write", async () => {
  const { id, token } = await booking();
  for (let index = 1; index <= 20; index++) expect((await asOwner.post(token, { text: `Mensaje ${index}` })).status).toBe(201);
  const refused = await asOwner.post(token, { text: "Mensaje 21" });
  expect(refused.status).toBe(429);
  expect(refused.body.error).toMatch(/muchos mensajes/);
  expect((await asSitter.post(id, { text: "Te respondo" })).status).toBe(201);
  // Another booking of the same owner is counted apart.
  expect((await asOwner.post((await booking()).token, { text: "Otra reserva" })).status).toBe(201);
  // An hour later the owner writes again.
  await database.db.bookingMessage.updateMany({ where: { bookingId: id }, data: { createdAt: new Date(Date.now() - 61 * 60 * 1000) } });
  expect((await asOwner.post(token, { text: "Mensaje 21" })).status).toBe(201);
});

it("the owner or the sitter reports the conversation: the booking goes first in the team's inbox until the team reviews it", async () => {
  const reported = await booking();
  await booking(); // newer, first in the inbox until the older one is reported
  // The inbox's page and the whole list alike.
  const firstIds = async () => [
    (await read(await inbox(apiRequest("/api/admin/bookings?pagina=1", { headers: { cookie: admin } }), routeParams({})))).body.items[0].id,
    (await read(await inbox(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), routeParams({})))).body[0].id,
  ];
  expect(await firstIds()).not.toContain(reported.id);

  const empty = await read(await ownerReport(apiRequest(`/api/bookings/${reported.token}/messages/report`, { method: "POST", body: { reason: " " } }), routeParams({ token: reported.token })));
  expect(empty.status).toBe(400);
  const byOwner = await read(await ownerReport(apiRequest(`/api/bookings/${reported.token}/messages/report`, { method: "POST", body: { reason: "Me pide pagar por fuera" } }), routeParams({ token: reported.token })));
  expect(byOwner).toEqual({ status: 201, body: { ok: true, report: { id: expect.any(String), createdAt: expect.any(String) } } });
  const bySitter = await read(
    await sitterReport(apiRequest(`/api/portal/bookings/${reported.id}/messages/report`, { method: "POST", body: { reason: "Insultos" }, headers: { cookie: carlos } }), routeParams({ id: reported.id })),
  );
  expect(bySitter.status).toBe(201);
  const stranger = await read(
    await sitterReport(apiRequest(`/api/portal/bookings/${reported.id}/messages/report`, { method: "POST", body: { reason: "Insultos" }, headers: { cookie: karla } }), routeParams({ id: reported.id })),
  );
  expect(stranger.status).toBe(404);

  expect(await firstIds()).toEqual([reported.id, reported.id]);
  expect((await asTeam.list(reported.id)).body.reports.map((report: { author: string; reason: string }) => [report.author, report.reason])).toEqual([
    ["owner", "Me pide pagar por fuera"],
    ["sitter", "Insultos"],
  ]);
  const audit = await database.db.auditEvent.findMany({ where: { targetId: reported.id, action: "booking.conversation.report" } });
  expect(audit.map((entry) => entry.actor).sort()).toEqual(["carlos@example.com", "dueño (enlace de seguimiento)"]);

  const reviewed = await read(await teamReviewed(apiRequest(`/api/admin/bookings/${reported.id}/messages/report`, { method: "DELETE", headers: { cookie: admin } }), routeParams({ id: reported.id })));
  expect(reviewed).toEqual({ status: 200, body: { ok: true, reviewed: 2 } });
  expect(await firstIds()).not.toContain(reported.id);
  expect((await asTeam.list(reported.id)).body.reports).toEqual([]);
});

it("until the booking is confirmed, each side's phone, e-mail and address are hidden from the other; the team reads everything", async () => {
  const { id, token } = await booking();
  const hidden = "[dato oculto hasta confirmar la reserva]";
  await asOwner.post(token, { text: "Llámame al 7123-4567 o escribe a ana@example.com" });
  await asSitter.post(id, { text: "Vivo en Colonia Escalón, mi cel +503 7000 1111" });
  await asTeam.post(id, { text: "Nuestro WhatsApp es 7000-0100" });
  const texts = (answer: { body: { messages: { text: string }[] } }) => answer.body.messages.map((message) => message.text);

  expect(texts(await asSitter.list(id))).toEqual([`Llámame al ${hidden} o escribe a ${hidden}`, "Vivo en Colonia Escalón, mi cel +503 7000 1111", "Nuestro WhatsApp es 7000-0100"]);
  expect(texts(await asOwner.list(token))).toEqual(["Llámame al 7123-4567 o escribe a ana@example.com", `Vivo en ${hidden}`, "Nuestro WhatsApp es 7000-0100"]);
  const everything = ["Llámame al 7123-4567 o escribe a ana@example.com", "Vivo en Colonia Escalón, mi cel +503 7000 1111", "Nuestro WhatsApp es 7000-0100"];
  expect(texts(await asTeam.list(id))).toEqual(everything);

  await meetWentWell(database.db, id);
  expect((await accept(apiRequest(`/api/portal/bookings/${id}/accept`, { method: "POST", headers: { cookie: carlos } }), routeParams({ id }))).status).toBe(200);
  expect(texts(await asSitter.list(id))).toEqual(everything);
  expect(texts(await asOwner.list(token))).toEqual(everything);
});
