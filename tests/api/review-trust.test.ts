/** @jest-environment node */
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { POST as publish } from "@/app/api/admin/reviews/[id]/publish/route";
import { GET as adminReviews } from "@/app/api/admin/reviews/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as review } from "@/app/api/bookings/[token]/review/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as publicSitter } from "@/app/api/sitters/[id]/route";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { HOLD_REASONS } from "@/lib/sitters/record-trust";
import { createUser, signIn, TEST_PASSWORD } from "../helpers/auth";
import { openEmailedLink } from "../helpers/emailed-link";
import { validBooking } from "../helpers/fixtures";
import { meetWentWell } from "../helpers/meet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTestEnv } from "../helpers/env";

// A sitter cannot make their own verified reviews. A review counts in public only when the owner's e-mail
// was proven (they opened a link we e-mailed them) and neither the request nor the review came from the sitter's
// browser (the account mark set at sign-in) or network (the configured client key); otherwise it waits in the
// team's Reseñas tab, "por revisar", until the team publishes it.

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
const SITTER_NETWORK = "203.0.113.7";
let sitterMark: string;
beforeEach(async () => {
  await seedSitters(database.db);
  admin = await adminSignIn();
  // María José (sitter 1) has a caregiver account and signed in from her home network: her browser is marked.
  const user = await createUser(database.db, { email: "maria@example.com" });
  await database.db.sitter.update({ where: { id: 1 }, data: { userId: user.id } });
  const response = await login(apiRequest("/api/auth/login", { method: "POST", body: { email: "maria@example.com", password: TEST_PASSWORD }, headers: { "x-test-client": SITTER_NETWORK } }), routeParams({}));
  expect(response.status).toBe(200);
  sitterMark = response.headers.getSetCookie().find((cookie) => cookie.startsWith("huellitas_account="))!.split(";")[0];
});
async function adminSignIn() {
  await createUser(database.db, { email: "admin@huellitas.sv", role: "admin" });
  return signIn("admin@huellitas.sv");
}

/** A completed stay with María José, requested with `headers` (another network by default). */
async function completedStay(headers: Record<string, string> = {}, email = "ana@example.com") {
  const { body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ ownerEmail: email }), headers }), routeParams({})));
  const id = body.id as string;
  await meetWentWell(database.db, id);
  const move = (status: string) => patchBooking(apiRequest(`/api/admin/bookings/${id}`, { method: "PATCH", body: { status }, headers: { cookie: admin } }), routeParams({ id }));
  expect((await move("CONFIRMED")).status).toBe(200);
  const today = todayInElSalvador();
  await database.db.booking.update({ where: { id }, data: { startDate: isoDateToUtc(addDays(today, -3)), endDate: isoDateToUtc(addDays(today, -1)) } });
  expect((await move("COMPLETED")).status).toBe(200);
  return { id, shownToken: (body.trackingUrl as string).split("/").pop()! };
}
const GOOD = { rating: 5, communication: 5, text: "La cuidó como si fuera suya, ¡gracias!" };
const reviewAs = (token: string, headers: Record<string, string> = {}) => review(apiRequest(`/api/bookings/${token}/review`, { method: "POST", body: GOOD, headers }), routeParams({ token })).then(read);
const profile = async () => (await read(await publicSitter(apiRequest("/api/sitters/1"), routeParams({ id: "1" })))).body;
const heldReasonOf = async (bookingId: string) => (await database.db.review.findUniqueOrThrow({ where: { bookingId } })).heldReason;

it("a proven family, from its own browser and network: public at once, counted in the rating", async () => {
  const before = await profile();
  const stay = await completedStay();
  const token = await openEmailedLink(database.db, stay.id);
  const { status, body } = await reviewAs(token);
  expect(status).toBe(201);
  expect(body.review).toEqual(expect.objectContaining({ pending: false, verified: true }));
  expect(await heldReasonOf(stay.id)).toBeNull();
  expect((await profile()).reviewCount).toBe(before.reviewCount + 1);
});

it("through a link nobody e-mailed (the form's own answer): por revisar, not counted, until the team publishes it", async () => {
  const before = await profile();
  const stay = await completedStay();
  const { status, body } = await reviewAs(stay.shownToken);
  expect(status).toBe(201);
  expect(body.review).toEqual(expect.objectContaining({ pending: true }));
  expect(JSON.stringify(body)).not.toContain("correo no está comprobado");
  expect(await heldReasonOf(stay.id)).toBe(HOLD_REASONS.emailNotProven);
  expect((await profile()).reviewCount).toBe(before.reviewCount);
  expect((await profile()).reviews.map((item: { text: string }) => item.text)).not.toContain(GOOD.text);

  // The team sees why in the Reseñas tab, and publishes it.
  const listed = (await read(await adminReviews(apiRequest("/api/admin/reviews", { headers: { cookie: admin } }), routeParams({})))).body;
  const held = listed.find((item: { text: string }) => item.text === GOOD.text);
  expect(held.heldReason).toBe(HOLD_REASONS.emailNotProven);
  const publishAs = (cookie?: string) => publish(apiRequest(`/api/admin/reviews/${held.id}/publish`, { method: "POST", headers: cookie ? { cookie } : {} }), routeParams({ id: held.id })).then(read);
  expect((await publishAs()).status).toBe(401);
  expect((await publishAs(await signIn("maria@example.com"))).status).toBe(403);
  expect((await publishAs(admin)).status).toBe(200);
  expect((await profile()).reviewCount).toBe(before.reviewCount + 1);
  expect(await database.db.auditEvent.count({ where: { action: "review.publish", targetId: held.id } })).toBe(1);
  expect(await publishAs(admin)).toEqual({ status: 409, body: { ok: false, error: "Esta reseña ya está publicada." } });
});

it("the request or the review sent from the sitter's browser waits, even with a proven e-mail", async () => {
  const fromSitterBrowser = await completedStay({ cookie: sitterMark });
  expect((await reviewAs(await openEmailedLink(database.db, fromSitterBrowser.id))).body.review.pending).toBe(true);
  expect(await heldReasonOf(fromSitterBrowser.id)).toBe(HOLD_REASONS.sitterBrowser);

  const reviewedFromSitterBrowser = await completedStay({}, "berta@example.com");
  expect((await reviewAs(await openEmailedLink(database.db, reviewedFromSitterBrowser.id), { cookie: sitterMark })).body.review.pending).toBe(true);
  expect(await heldReasonOf(reviewedFromSitterBrowser.id)).toBe(HOLD_REASONS.sitterBrowser);
});

it("the request or the review sent from the sitter's network waits; a forged mark counts for nothing", async () => {
  const fromSitterNetwork = await completedStay({ "x-test-client": SITTER_NETWORK });
  await reviewAs(await openEmailedLink(database.db, fromSitterNetwork.id));
  expect(await heldReasonOf(fromSitterNetwork.id)).toBe(HOLD_REASONS.sitterNetwork);

  const reviewedFromSitterNetwork = await completedStay({}, "berta@example.com");
  await reviewAs(await openEmailedLink(database.db, reviewedFromSitterNetwork.id), { "x-test-client": SITTER_NETWORK });
  expect(await heldReasonOf(reviewedFromSitterNetwork.id)).toBe(HOLD_REASONS.sitterNetwork);

  const forged = await completedStay({ cookie: `${sitterMark.slice(0, -4)}AAAA` }, "carla@example.com");
  await reviewAs(await openEmailedLink(database.db, forged.id));
  expect(await heldReasonOf(forged.id)).toBeNull();
});

// One mailbox is one family: "+tags", Gmail's dots and capitals make no new one. A new sitter's first families are
// looked at by the team: until reviews of three different families are public, a review waits "por revisar", and
// "familias repiten" counts only families the team saw.
describe("a new sitter (Ricardo, no reviews yet), with the server's clock moved past each stay", () => {
  const NEWCOMER = "12";
  const DAY = 24 * 3_600_000;
  const ahead = (days: number) => ({ [TEST_CLOCK_HEADER]: String(days * DAY) });
  // A test server's clock (lib/dates/clock.ts): a request may run ahead by the header's milliseconds.
  withTestEnv({ TEST_CLOCK: "on", SITE_URL: "http://localhost:3000" });

  let stays = 0;
  /** A day-care day with Ricardo, confirmed, completed and reviewed from the owner's e-mailed link, days ahead. */
  async function reviewedStay(email: string) {
    stays += 1;
    const booking = validBooking({ ownerEmail: email, sitterId: 12, sitterName: "Ricardo Ernesto Alvarado", service: "DAYCARE" }, stays);
    const { body } = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: { ...booking, endDate: booking.startDate } }), routeParams({})));
    const id = body.id as string;
    expect(id).toBeDefined();
    await meetWentWell(database.db, id);
    const move = (status: string, headers: Record<string, string> = {}) =>
      patchBooking(apiRequest(`/api/admin/bookings/${id}`, { method: "PATCH", body: { status }, headers: { cookie: admin, ...headers } }), routeParams({ id }));
    expect((await move("CONFIRMED")).status).toBe(200);
    // Today the stay has not happened yet; the day after it, the team completes it.
    expect((await move("COMPLETED")).status).toBe(409);
    expect((await move("COMPLETED", ahead(stays + 1))).status).toBe(200);
    const token = await openEmailedLink(database.db, id);
    const { status, body: answer } = await reviewAs(token, ahead(stays + 2));
    expect(status).toBe(201);
    return { id, pending: answer.review.pending as boolean };
  }
  const newcomer = async () => (await read(await publicSitter(apiRequest(`/api/sitters/${NEWCOMER}`), routeParams({ id: NEWCOMER })))).body;
  const publishAll = async () => {
    for (const held of await database.db.review.findMany({ where: { sitterId: 12, heldReason: { not: null } } })) {
      expect((await publish(apiRequest(`/api/admin/reviews/${held.id}/publish`, { method: "POST", headers: { cookie: admin } }), routeParams({ id: held.id }))).status).toBe(200);
    }
  };

  it("one mailbox's plus-aliases and dotted Gmail addresses are one family: six reviews wait, «familias repiten» does not rise", async () => {
    const aliases = ["ana.lopez+perro@gmail.com", "analopez+gato@googlemail.com", "Ana.Lopez@gmail.com"];
    const reviewed = [];
    for (const email of [...aliases, ...aliases]) reviewed.push(await reviewedStay(email));
    expect(reviewed.map((stay) => stay.pending)).toEqual([true, true, true, true, true, true]);
    for (const stay of reviewed) expect(await heldReasonOf(stay.id)).toBe(HOLD_REASONS.newSitter);
    expect(await newcomer()).toEqual(expect.objectContaining({ reviewCount: 0, repeatFamilies: 0 }));

    // Even once the team publishes all six, the three "families" are one that came back, not three.
    await publishAll();
    expect(await newcomer()).toEqual(expect.objectContaining({ reviewCount: 6, repeatFamilies: 1 }));
    // And one mailbox never vouches for itself: its next review waits too.
    expect((await reviewedStay("a.n.a.l.o.p.e.z@gmail.com")).pending).toBe(true);
  });

  it("the first three distinct families' reviews wait; once the team published them, the next family's is public at once", async () => {
    const firstThree = [];
    for (const email of ["berta@example.com", "carla@example.com", "diana@example.com"]) firstThree.push(await reviewedStay(email));
    expect(firstThree.map((stay) => stay.pending)).toEqual([true, true, true]);
    expect((await newcomer()).reviewCount).toBe(0);
    // The team sees why in the Reseñas tab.
    const listed = (await read(await adminReviews(apiRequest("/api/admin/reviews", { headers: { cookie: admin } }), routeParams({})))).body;
    expect(listed.filter((item: { heldReason: string | null }) => item.heldReason === HOLD_REASONS.newSitter)).toHaveLength(3);

    await publishAll();
    const fourth = await reviewedStay("elena@example.com");
    expect(fourth.pending).toBe(false);
    expect(await heldReasonOf(fourth.id)).toBeNull();
    expect((await newcomer()).reviewCount).toBe(4);
  });
});
