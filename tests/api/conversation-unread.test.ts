/** @jest-environment node */
import { GET as ownerThread, POST as ownerPost } from "@/app/api/bookings/[token]/messages/route";
import { GET as sitterThread, POST as sitterPost } from "@/app/api/portal/bookings/[id]/messages/route";
import { GET as teamThread, POST as teamPost } from "@/app/api/admin/bookings/[id]/messages/route";
import { GET as inbox } from "@/app/api/admin/bookings/route";
import { GET as portalList } from "@/app/api/portal/bookings/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { OPERATIONS_MESSAGES } from "@/lib/bookings/team/pipeline-schema";
import { reachOwnerBooking } from "@/lib/bookings/loop";
import { readThreadCounted } from "@/lib/bookings/conversation/read-marks";
import { bookingWorld } from "../helpers/booking-world";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// What each party has not read of a booking's conversation: what the others wrote after that party last read the
// thread (its GET marks it read). The portal's requests and the team's inbox carry it as `unread`; the inbox puts
// bookings with unread messages first and filters them with «Mensajes».

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
let carlos: string; // linked to sitter 2
beforeEach(async () => {
  ({ admin, carlos } = await bookingWorld(database.db, { admin: true }));
});

async function book(email = "ana@example.com") {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", ownerEmail: email }) }), routeParams({})),
  );
  if (!body.trackingUrl) throw new Error(JSON.stringify(body));
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const call = (handler: Handler, path: string, params: Record<string, string>, cookie?: string, body?: unknown) =>
  handler(apiRequest(path, { ...(body ? { method: "POST", body } : {}), headers: cookie ? { cookie } : {} }), routeParams(params)).then(read);
const owner = {
  writes: (token: string, text: string) => call(ownerPost, `/api/bookings/${token}/messages`, { token }, undefined, { text }),
  reads: (token: string) => call(ownerThread, `/api/bookings/${token}/messages`, { token }),
};
const sitter = {
  writes: (id: string, text: string) => call(sitterPost, `/api/portal/bookings/${id}/messages`, { id }, carlos, { text }),
  reads: (id: string) => call(sitterThread, `/api/portal/bookings/${id}/messages`, { id }, carlos),
  unread: async (id: string) => (await call(portalList, "/api/portal/bookings", {}, carlos)).body.bookings.find((b: { id: string }) => b.id === id).unread,
};
const team = {
  writes: (id: string, text: string) => call(teamPost, `/api/admin/bookings/${id}/messages`, { id }, admin, { text }),
  reads: (id: string) => call(teamThread, `/api/admin/bookings/${id}/messages`, { id }, admin),
  page: async (query = "pagina=1") => call(inbox, `/api/admin/bookings?${query}`, {}, admin),
  unread: async (id: string) => (await team.page()).body.items.find((b: { id: string }) => b.id === id).unread,
};

it("counts what the others wrote since each party last read the thread, and reading brings it back to 0", async () => {
  const { id, token } = await book();
  expect(await sitter.unread(id)).toBe(0);
  expect(await team.unread(id)).toBe(0);

  expect((await owner.writes(token, "¿A qué hora paso dejando a Max?")).status).toBe(201);
  expect((await owner.writes(token, "Lleva su cama.")).status).toBe(201);
  expect(await sitter.unread(id)).toBe(2);
  expect(await team.unread(id)).toBe(2);

  expect((await sitter.reads(id)).status).toBe(200);
  expect(await sitter.unread(id)).toBe(0);
  expect(await team.unread(id)).toBe(2);

  // Your own message is never unread to you.
  expect((await sitter.writes(id, "A las 8:00, ¡lo espero!")).status).toBe(201);
  expect(await sitter.unread(id)).toBe(0);
  expect(await team.unread(id)).toBe(3);

  expect((await team.reads(id)).status).toBe(200);
  expect(await team.unread(id)).toBe(0);
  expect((await team.writes(id, "Todo en orden.")).status).toBe(201);
  expect(await team.unread(id)).toBe(0);
  expect(await sitter.unread(id)).toBe(1);

  // The owner's GET marks their side read; the list without paging carries the same count.
  expect((await owner.reads(token)).status).toBe(200);
  const row = await database.db.booking.findUniqueOrThrow({ where: { id }, select: { ownerReadAt: true, sitterReadAt: true, teamReadAt: true } });
  expect(row.ownerReadAt).not.toBeNull();
  const all = (await call(inbox, "/api/admin/bookings", {}, admin)).body as { id: string; unread: number }[];
  expect(all.find((b) => b.id === id)?.unread).toBe(0);
});

it("the inbox puts bookings with unread messages first, and «Mensajes» filters them (sin-leer, con-mensajes)", async () => {
  const older = await book("ana@example.com");
  const read_ = await book("beto@example.com");
  const newest = await book("carla@example.com");
  expect((await team.page()).body.items.map((b: { id: string }) => b.id)).toEqual([newest.id, read_.id, older.id]);

  await owner.writes(older.token, "¿Puedo llevarle su juguete?");
  await owner.writes(read_.token, "Gracias.");
  await team.reads(read_.id);
  const page = (await team.page()).body;
  expect(page.items.map((b: { id: string; unread: number }) => [b.id, b.unread])).toEqual([
    [older.id, 1],
    [newest.id, 0],
    [read_.id, 0],
  ]);
  const all = (await call(inbox, "/api/admin/bookings", {}, admin)).body as { id: string }[];
  expect(all.map((b) => b.id)).toEqual([older.id, newest.id, read_.id]);

  const unread = (await team.page("pagina=1&mensajes=sin-leer")).body;
  expect(unread.items.map((b: { id: string }) => b.id)).toEqual([older.id]);
  expect(unread.total).toBe(1);
  const withMessages = (await team.page("mensajes=con-mensajes")).body;
  expect(withMessages.items.map((b: { id: string }) => b.id)).toEqual([older.id, read_.id]);
  expect(withMessages.total).toBe(2);
  expect(await team.page("mensajes=todos")).toEqual({ status: 400, body: expect.objectContaining({ ok: false, error: OPERATIONS_MESSAGES.invalidMessages }) });
});

it("the owner's page counts what the sitter and the team wrote since the owner last looked, and viewing it marks them read", async () => {
  const { id, token } = await book();
  // What the owner's page reads (app/(site)/[base]/reserva/[token]/page.tsx).
  const ownerPage = async () => readThreadCounted(await reachOwnerBooking(token));
  expect((await ownerPage()).unread).toBe(0);

  expect((await owner.writes(token, "¿Le doy de cenar antes?")).status).toBe(201);
  expect((await sitter.writes(id, "Sí, a las 6:00.")).status).toBe(201);
  expect((await team.writes(id, "Aquí estamos para lo que necesiten.")).status).toBe(201);
  const viewed = await ownerPage();
  expect(viewed.unread).toBe(2);
  expect(viewed.messages.map((message) => message.author)).toEqual(["owner", "sitter", "team"]);
  expect((await database.db.booking.findUniqueOrThrow({ where: { id }, select: { ownerReadAt: true } })).ownerReadAt).not.toBeNull();
  // Seen once: the next visit counts nothing, until someone else writes again.
  expect((await ownerPage()).unread).toBe(0);
  expect((await sitter.writes(id, "Max ya cenó.")).status).toBe(201);
  expect((await ownerPage()).unread).toBe(1);
  // The owner looking moves no one else's mark: the sitter still has the owner's and the team's to read.
  expect(await sitter.unread(id)).toBe(2);
});
