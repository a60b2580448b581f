/** @jest-environment node */
import { POST as postReservation } from "@/app/api/reservations/route";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { setEnv, withTestEnv } from "../helpers/env";

// A plain booking request (no pet file, no WhatsApp to queue) is written by one statement
// (lib/bookings/intake/insert-request.ts) that also counts the owner's e-mails and checks, in the same statement,
// that neither number has WhatsApp notices on; when one has, the request takes the transaction it always took.
// Either way the stored request is the same.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined });
beforeEach(async () => {
  await seedSitters(database.db);
});

async function book(overrides: Record<string, unknown> = {}) {
  const { status, body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking(overrides) }), routeParams({})));
  expect(status).toBe(201);
  return body.id as string;
}

const stored = (id: string) =>
  database.db.booking.findUniqueOrThrow({
    where: { id },
    include: { links: { orderBy: { sentTo: { sort: "asc", nulls: "first" } } }, outbox: { orderBy: { kind: "asc" } }, whatsappMessages: true },
  });
const dayCount = async (email: string) => (await database.db.ownerMailDay.findFirst({ where: { email, day: isoDateToUtc(todayInElSalvador()) } }))?.count ?? null;

it("a plain request: the booking with its columns, its two links and its e-mails, the owner's counted once", async () => {
  const startedAt = Date.now();
  const id = await book({ ownerEmail: "plana@example.com", notes: "Le gusta correr." });
  const booking = await stored(id);
  const start = addDays(todayInElSalvador(), 3);
  expect(booking).toMatchObject({
    sitterId: 1,
    sitterName: "María José Hernández",
    service: "BOARDING",
    petType: "DOG",
    status: "RECEIVED",
    name: "Ana Gómez",
    email: "plana@example.com",
    whatsapp: "+50371234567",
    municipality: "Santa Tecla",
    notes: "Le gusta correr.",
    sourceUrl: "http://localhost:3000/preview/reservar?sitter=1",
    requestDeviceUserId: null,
  });
  expect(booking.startDate).toEqual(isoDateToUtc(start));
  // Written with the server's clock, in UTC, as Prisma writes it.
  expect(Math.abs(booking.createdAt.getTime() - startedAt)).toBeLessThan(60_000);
  expect(booking.links.map((link) => link.sentTo)).toEqual([null, "plana@example.com"]);
  expect(booking.outbox.map((mail) => [mail.kind, mail.to, mail.status])).toEqual([
    ["booking-received", "plana@example.com", "PENDING"],
    ["team-new-booking", "equipo@huellitas.sv", "PENDING"],
  ]);
  expect(booking.outbox.every((mail) => Math.abs(mail.nextAttemptAt.getTime() - startedAt) < 60_000)).toBe(true);
  expect(booking.whatsappMessages).toEqual([]);
  expect(await dayCount("plana@example.com")).toBe(1);
});

it("an owner whose number opted in earlier (box not ticked): the WhatsApp notice is queued with the booking and the e-mail counted once", async () => {
  setEnv({ WHATSAPP_ACCESS_TOKEN: "token", WHATSAPP_PHONE_NUMBER_ID: "123", WHATSAPP_APP_SECRET: "secret", WHATSAPP_VERIFY_TOKEN: "verify" });
  // Proven (the number answered its confirmation): only then do notices go.
  await database.db.whatsappOptIn.create({ data: { number: "50371234567", source: "tracking", provenAt: new Date() } });
  const id = await book({ ownerEmail: "avisada@example.com" });
  const booking = await stored(id);
  expect(booking.whatsappMessages.map((message) => message.to)).toContain("+50371234567");
  expect(booking.links).toHaveLength(3); // the WhatsApp message carries a link of its own
  expect(booking.outbox.map((mail) => mail.kind)).toEqual(["booking-received", "team-new-booking"]);
  expect(await dayCount("avisada@example.com")).toBe(1);
  // Withdrawn (an opt-out): the next request is a plain one again.
  await database.db.whatsappOptOut.create({ data: { number: "50371234567", text: "BAJA" } });
  const next = await stored(await book({ ownerEmail: "avisada@example.com" }));
  expect(next.whatsappMessages).toEqual([]);
  expect(next.links).toHaveLength(2);
  expect(await dayCount("avisada@example.com")).toBe(2);
});

it("the fourth request of the day from an unproven address: stored, its owner e-mail held back by the cap", async () => {
  for (let i = 0; i < 4; i++) await book({ ownerEmail: "cuarta@example.com" });
  const mails = await database.db.outboxMessage.findMany({ where: { to: "cuarta@example.com" }, orderBy: { createdAt: "asc" } });
  expect(mails.map((mail) => mail.status).sort()).toEqual(["PENDING", "PENDING", "PENDING", "SKIPPED"]);
  expect(await database.db.booking.count({ where: { email: "cuarta@example.com" } })).toBe(4);
  expect(await dayCount("cuarta@example.com")).toBe(4);
});
