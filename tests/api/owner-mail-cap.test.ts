/** @jest-environment node */
import { GET as listBookings } from "@/app/api/admin/bookings/route";
import { POST as resend } from "@/app/api/admin/outbox/[id]/resend/route";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { runTimedMoves, tellAbout } from "@/lib/bookings/loop";
import { STAY_NOTICES } from "@/lib/bookings/stay/stay-rules";
import { CAPPED_REASON } from "@/lib/bookings/core/owner-mail-cap";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv, withEnv } from "../helpers/env";

// The booking form is no mail relay: an address that never opened a tracking link we e-mailed
// it gets at most 3 owner e-mails a day; the requests themselves and the team's notices always go through.

const database = withTestDatabase({ resetBeforeEach: true });
withTestEnv({ SMTP_URL: undefined });
let admin: string;
beforeEach(async () => {
  await seedSitters(database.db);
  admin = await adminCookie(database.db);
});

const VICTIM = "desconocida@example.com";
const none = routeParams({});

async function book(email = VICTIM) {
  const { status, body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerEmail: email }) }), none));
  expect(status).toBe(201);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}

type Mail = { id: string; kind: string; to: string; text: string; status: string; lastError: string | null };
/** The e-mails the team's dashboard lists, oldest first. */
async function dashboardMails(): Promise<Mail[]> {
  const { status, body } = await read(await listBookings(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), none));
  expect(status).toBe(200);
  return (body as { outbox: Mail[] }[]).flatMap((booking) => booking.outbox).sort((a, b) => a.id.localeCompare(b.id));
}
const ownerMails = async (email = VICTIM) => (await dashboardMails()).filter((mail) => mail.to === email);
const statuses = (mails: Mail[]) => mails.map((mail) => mail.status).sort();
const open = async (token: string) => (await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })))).status;
/** The tracking link an e-mail carries, as the owner would click it. */
const linkIn = (mail: Mail) => /\/reserva\/([A-Za-z0-9_-]{32})/.exec(mail.text)![1];

it("five requests from a new address, at once: all stored, the team told of each, the owner e-mailed three times", async () => {
  await Promise.all(Array.from({ length: 5 }, () => book()));
  const mails = await dashboardMails();
  expect(new Set(mails.map((mail) => mail.id)).size).toBe(10);
  expect(statuses(mails.filter((mail) => mail.kind === "team-new-booking"))).toEqual(Array(5).fill("PENDING"));
  const owner = await ownerMails();
  expect(statuses(owner)).toEqual(["PENDING", "PENDING", "PENDING", "SKIPPED", "SKIPPED"]);
  expect(owner.filter((mail) => mail.status === "SKIPPED").map((mail) => mail.lastError)).toEqual([CAPPED_REASON, CAPPED_REASON]);
  expect(await database.db.booking.count({ where: { email: VICTIM } })).toBe(5);
});

it("opening the link the form's answer shows lifts nothing; opening an e-mailed link lifts the cap", async () => {
  let last = { id: "", token: "" };
  for (let i = 0; i < 3; i++) last = await book();
  // Whoever sent the form holds this link: opening it proves nothing about the address.
  expect(await open(last.token)).toBe(200);
  await book();
  expect(statuses(await ownerMails())).toEqual(["PENDING", "PENDING", "PENDING", "SKIPPED"]);

  const mailed = (await ownerMails()).find((mail) => mail.status === "PENDING")!;
  expect(await open(linkIn(mailed))).toBe(200);
  await book();
  await book();
  expect(statuses(await ownerMails())).toEqual(["PENDING", "PENDING", "PENDING", "PENDING", "PENDING", "SKIPPED"]);
});

it("another address keeps its own three, and a capped message can still be sent by the team", async () => {
  for (let i = 0; i < 4; i++) await book();
  await book("otra@example.com");
  expect(statuses(await ownerMails("otra@example.com"))).toEqual(["PENDING"]);

  const skipped = (await ownerMails()).find((mail) => mail.status === "SKIPPED")!;
  const answer = await read(await resend(apiRequest(`/api/admin/outbox/${skipped.id}/resend`, { method: "POST", headers: { cookie: admin } }), routeParams({ id: skipped.id })));
  expect(answer.status).toBe(200);
  expect((await ownerMails()).find((mail) => mail.id === skipped.id)).toMatchObject({ status: "PENDING", lastError: null });
});

it("counts by El Salvador day: the next days' e-mails go out, and a timer's e-mails are capped too", async () => {
  for (let i = 0; i < 5; i++) await book();
  expect(statuses(await ownerMails())).toEqual(["PENDING", "PENDING", "PENDING", "SKIPPED", "SKIPPED"]);
  // Four days later each request has expired (72 h): five "venció" e-mails to the same address that day.
  const later = new Date(Date.now() + 4 * 24 * 3_600_000);
  expect(await runTimedMoves(later)).toMatchObject({ expired: 5 });
  const expired = (await ownerMails()).filter((mail) => mail.kind === "booking-expired");
  expect(statuses(expired)).toEqual(["PENDING", "PENDING", "PENDING", "SKIPPED", "SKIPPED"]);
});

it("a notice outside the moves is capped when the owner caused it, never when the sitter did (a stay's report)", async () => {
  let last = { id: "", token: "" };
  for (let i = 0; i < 3; i++) last = await book();
  await database.db.$transaction((tx) => tellAbout(tx, last.id, STAY_NOTICES.reportArrived.tell, { by: "owner" }));
  await database.db.$transaction((tx) => tellAbout(tx, last.id, STAY_NOTICES.reportArrived.tell, { by: "sitter" }));
  const reports = (await ownerMails()).filter((mail) => mail.kind === "stay-report");
  expect(reports.map((mail) => [mail.status, mail.lastError])).toEqual([
    ["SKIPPED", CAPPED_REASON],
    ["PENDING", null],
  ]);
});

it("the daily timer run forgets the counts of days older than a week, keeps the rest", async () => {
  const { GET: cronBookings } = await import("@/app/api/cron/bookings/route");
  const day = (ago: number) => isoDateToUtc(addDays(todayInElSalvador(), -ago));
  await database.db.ownerMailDay.createMany({ data: [0, 6, 7, 8, 30].map((ago) => ({ email: "ana@example.com", day: day(ago), count: 3 })) });
  const secret = "secreto-de-prueba-1234567890";
  const run = await withEnv({ CRON_SECRET: secret }, async () =>
    read(await cronBookings(apiRequest("/api/cron/bookings", { headers: { authorization: `Bearer ${secret}` } }), routeParams({}))),
  );
  expect(run).toEqual({ status: 200, body: expect.objectContaining({ ok: true, mailDaysForgotten: 2 }) });
  const kept = await database.db.ownerMailDay.findMany({ orderBy: { day: "desc" }, select: { day: true } });
  expect(kept.map((row) => row.day)).toEqual([day(0), day(6), day(7)]);
});
