/** @jest-environment node */
import { POST as adminPropose } from "@/app/api/admin/bookings/[id]/meet/route";
import { GET as adminList } from "@/app/api/admin/bookings/route";
import { POST as portalPropose } from "@/app/api/portal/bookings/[id]/meet/route";
import { POST as portalOutcome } from "@/app/api/portal/bookings/[id]/meet/outcome/route";
import { POST as confirmMeet } from "@/app/api/bookings/[token]/meet/confirm/route";
import { POST as declineMeet } from "@/app/api/bookings/[token]/meet/decline/route";
import { POST as ownerOutcome } from "@/app/api/bookings/[token]/meet/outcome/route";
import { POST as waiveMeet } from "@/app/api/bookings/[token]/meet/waive/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { bookingWorld } from "../helpers/booking-world";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// The meet & greet's moves kept as a history, in the move's transaction, and read by the team in its bookings list
// (`meetHistory`): who made each move, when, and what it carried, oldest first.

const database = withTestDatabase({ resetBeforeEach: true });
let admin: string;
let carlos: string; // linked to sitter 2
beforeEach(async () => {
  ({ admin, carlos } = await bookingWorld(database.db, { admin: true }));
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function book() {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE" }) }), routeParams({})),
  );
  if (!body.trackingUrl) throw new Error(JSON.stringify(body));
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
const post = (handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, params: Record<string, string>, body: unknown, cookie?: string) =>
  handler(apiRequest(path, { method: "POST", body, headers: cookie ? { cookie } : {} }), routeParams(params)).then(read);
const teamListing = async (id: string) =>
  (await read(await adminList(apiRequest("/api/admin/bookings", { headers: { cookie: admin } }), routeParams({})))).body.find((b: { id: string }) => b.id === id);
/** The meeting's time passes (the clock is the server's own). */
const meetingHappened = (id: string) => database.db.meetGreet.update({ where: { bookingId: id }, data: { at: new Date(Date.now() - HOUR) } });

describe("the meet & greet's history on the team's card", () => {
  it("propose → another time → propose again → confirm → both outcomes: each move with who, when and what it carried, oldest first", async () => {
    const { id, token } = await book();
    const first = inHours(30);
    const second = inHours(48);
    const started = Date.now();
    expect((await post(adminPropose, `/api/admin/bookings/${id}/meet`, { id }, { at: first, place: "VIDEO" }, admin)).status).toBe(201);
    expect((await post(declineMeet, `/api/bookings/${token}/meet/decline`, { token }, { reason: "Ese día trabajo" })).status).toBe(200);
    const home = { colonia: "Colonia Escalón", street: "Pasaje Los Pinos #12" };
    expect((await post(portalPropose, `/api/portal/bookings/${id}/meet`, { id }, { at: second, place: "SITTER_HOME", address: home }, carlos)).status).toBe(201);
    // A refused move (nothing to answer twice) leaves no line.
    expect((await post(confirmMeet, `/api/bookings/${token}/meet/confirm`, { token }, {})).status).toBe(200);
    expect((await post(confirmMeet, `/api/bookings/${token}/meet/confirm`, { token }, {})).status).toBe(409);
    await meetingHappened(id);
    expect((await post(ownerOutcome, `/api/bookings/${token}/meet/outcome`, { token }, { outcome: "GOOD" })).status).toBe(200);
    expect((await post(portalOutcome, `/api/portal/bookings/${id}/meet/outcome`, { id }, { outcome: "GOOD" }, carlos)).status).toBe(200);

    const { meetHistory } = await teamListing(id);
    const none = { meetingAt: null, place: null, reason: null, outcome: null };
    expect(meetHistory).toEqual([
      { ...none, move: "team.proposeMeet", by: "team", changedBy: "admin@huellitas.sv", meetingAt: first, place: "VIDEO", at: expect.any(String) },
      { ...none, move: "owner.askOtherTime", by: "owner", changedBy: "owner", reason: "Ese día trabajo", at: expect.any(String) },
      { ...none, move: "sitter.proposeMeet", by: "sitter", changedBy: "carlos@example.com", meetingAt: second, place: "SITTER_HOME", at: expect.any(String) },
      { ...none, move: "owner.confirmMeet", by: "owner", changedBy: "owner", at: expect.any(String) },
      { ...none, move: "owner.judgeMeet", by: "owner", changedBy: "owner", outcome: "GOOD", at: expect.any(String) },
      { ...none, move: "sitter.judgeMeet", by: "sitter", changedBy: "carlos@example.com", outcome: "GOOD", at: expect.any(String) },
    ]);
    const times = meetHistory.map((step: { at: string }) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(started);
    expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
  });

  it("the owner's waiver is kept with its reason; a booking with no meet & greet has an empty history", async () => {
    const { id, token } = await book();
    expect((await teamListing(id)).meetHistory).toEqual([]);
    expect((await post(waiveMeet, `/api/bookings/${token}/meet/waive`, { token }, { reason: "Ya nos conocemos" })).status).toBe(200);
    // Waived already: refused, and no second line.
    expect((await post(waiveMeet, `/api/bookings/${token}/meet/waive`, { token }, { reason: "Otra vez" })).status).toBe(409);
    expect((await teamListing(id)).meetHistory).toEqual([
      { move: "owner.waiveMeet", by: "owner", changedBy: "owner", at: expect.any(String), meetingAt: null, place: null, reason: "Ya nos conocemos", outcome: null },
    ]);
  });
});
