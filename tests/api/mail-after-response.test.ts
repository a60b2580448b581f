/** @jest-environment node */
import { POST as postReservation } from "@/app/api/reservations/route";
import { deliverDueMail } from "@/lib/mail/outbox";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";

// What a booking's notices cost the server once its answer is sent: the work each request leaves for after() (Next's
// own, kept here to run when the test says, as the server runs it once the response has left).
const afterResponse: Array<() => Promise<unknown>> = [];
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: (task: () => Promise<unknown>) => afterResponse.push(task),
}));

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ TEAM_EMAIL: "equipo@huellitas.sv" }, { each: true });
let sink: SmtpSink;
beforeEach(async () => {
  afterResponse.length = 0;
  await seedSitters(database.db);
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
});
afterEach(() => sink.stop());

const none = routeParams({});
async function book(email: string) {
  const { status } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerEmail: email }) }), none));
  expect(status).toBe(201);
}
// Each message's Message-ID is its outbox row's id (lib/mail/transport.ts); not read at a line's start, since the
// sink's quoted-printable reading joins a folded subject to the next header.
const messageIds = () => sink.mails.map((mail) => /Message-ID:\s*<([^@>]+)@/i.exec(mail.raw)?.[1]);

it("sends one run's messages over a single SMTP connection", async () => {
  for (const email of ["ana@example.com", "beto@example.com", "carla@example.com"]) await book(email);
  expect(await deliverDueMail()).toEqual({ sent: 6, failed: 0, waiting: 0 });
  expect(sink.mails).toHaveLength(6);
  expect(sink.connections()).toBe(1);
});

it("delivers a burst of bookings' notices after their answers, each once, one drain at a time", async () => {
  const owners = Array.from({ length: 8 }, (_, i) => `familia${i}@example.com`);
  await Promise.all(owners.map(book));
  expect(afterResponse).toHaveLength(owners.length);
  // Every request's work after its answer, at once, as a burst's are.
  await Promise.all(afterResponse.map((task) => task()));
  const stored = await database.db.outboxMessage.findMany({ select: { id: true, status: true } });
  expect(stored).toHaveLength(owners.length * 2);
  expect(stored.every((mail) => mail.status === "SENT")).toBe(true);
  expect(messageIds().sort()).toEqual(stored.map((mail) => mail.id).sort());
  // One drain and the pass the others asked for, not one drain (and one connection per message) per request.
  expect(sink.connections()).toBeLessThanOrEqual(2);
});

it("keeps passing while a pass finds a full batch, so one request's drain sends a backlog larger than a pass", async () => {
  const owners = Array.from({ length: 15 }, (_, i) => `familia${i}@example.com`);
  for (const owner of owners) await book(owner);
  // Only the last request's work after its answer runs: it finds every message the others left (30, a pass takes 20).
  await afterResponse.at(-1)!();
  expect(await database.db.outboxMessage.count({ where: { status: "SENT" } })).toBe(owners.length * 2);
  expect(sink.mails).toHaveLength(owners.length * 2);
});
