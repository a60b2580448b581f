import { allowedMoves, canMove, completesAt, expiresAt, needsReason, ownerMayCancel, reviewWindowOpen, timedMove, type Actor } from "@/lib/bookings/lifecycle";
import { BOOKING_STATUSES } from "@/lib/bookings/status";
import type { BookingStatus } from "@/lib/generated/prisma/enums";

// The booking lifecycle as one table: every (from, to, who) the product allows; everything else is refused.
const ALLOWED: [BookingStatus, BookingStatus, Actor][] = [
  ["RECEIVED", "CONTACTED", "team"],
  ["RECEIVED", "CONFIRMED", "team"],
  ["RECEIVED", "CONFIRMED", "sitter"],
  ["RECEIVED", "DECLINED", "team"],
  ["RECEIVED", "DECLINED", "sitter"],
  ["RECEIVED", "CANCELLED", "team"],
  ["RECEIVED", "CANCELLED", "owner"],
  ["RECEIVED", "EXPIRED", "system"],
  ["CONTACTED", "CONFIRMED", "team"],
  ["CONTACTED", "CONFIRMED", "sitter"],
  ["CONTACTED", "DECLINED", "team"],
  ["CONTACTED", "DECLINED", "sitter"],
  ["CONTACTED", "CANCELLED", "team"],
  ["CONTACTED", "CANCELLED", "owner"],
  ["CONFIRMED", "COMPLETED", "team"],
  ["CONFIRMED", "COMPLETED", "system"],
  ["CONFIRMED", "CANCELLED", "team"],
  ["CONFIRMED", "CANCELLED", "owner"],
];
const ACTORS: Actor[] = ["team", "sitter", "owner", "system"];

describe("the booking lifecycle", () => {
  const every = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));

  it.each(every)("%s → %s by %s", (from, to, actor) => {
    const allowed = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(canMove(from, to, actor)).toBe(allowed);
  });

  it("lists the team's moves from each status (what the dashboard offers)", () => {
    expect(allowedMoves("RECEIVED", "team")).toEqual(["CONTACTED", "CONFIRMED", "DECLINED", "CANCELLED"]);
    expect(allowedMoves("CONTACTED", "team")).toEqual(["CONFIRMED", "DECLINED", "CANCELLED"]);
    expect(allowedMoves("CONFIRMED", "team")).toEqual(["COMPLETED", "CANCELLED"]);
    for (const final of ["COMPLETED", "DECLINED", "CANCELLED", "EXPIRED"] as const) expect(allowedMoves(final, "team")).toEqual([]);
  });

  it("asks for a reason only when declining or cancelling", () => {
    expect(BOOKING_STATUSES.filter(needsReason)).toEqual(["DECLINED", "CANCELLED"]);
  });
});

describe("the lifecycle's timers", () => {
  const created = new Date("2026-03-01T12:00:00Z");

  it("expires a RECEIVED request 72 hours after it arrived, not a minute before", () => {
    expect(expiresAt(created).toISOString()).toBe("2026-03-04T12:00:00.000Z");
    const received = { status: "RECEIVED" as const, createdAt: created, endDate: null };
    expect(timedMove(received, new Date("2026-03-04T11:59:00Z"))).toBeNull();
    expect(timedMove(received, new Date("2026-03-04T12:00:00Z"))).toBe("EXPIRED");
    expect(timedMove({ ...received, status: "CONTACTED" }, new Date("2026-04-01T00:00:00Z"))).toBeNull();
  });

  it("completes a CONFIRMED booking 2 days after its last day ended in El Salvador", () => {
    const end = new Date("2026-03-10T00:00:00Z"); // the calendar day 10 March
    // 10 March ends at 11 March 00:00 in El Salvador (06:00 UTC); two days later: 13 March 06:00 UTC.
    expect(completesAt(end).toISOString()).toBe("2026-03-13T06:00:00.000Z");
    const confirmed = { status: "CONFIRMED" as const, createdAt: created, endDate: end };
    expect(timedMove(confirmed, new Date("2026-03-13T05:59:00Z"))).toBeNull();
    expect(timedMove(confirmed, new Date("2026-03-13T06:00:00Z"))).toBe("COMPLETED");
    expect(timedMove({ ...confirmed, endDate: null }, new Date("2030-01-01T00:00:00Z"))).toBeNull();
  });

  it("lets the owner cancel until their first day starts in El Salvador", () => {
    const start = new Date("2026-03-10T00:00:00Z");
    const booking = { status: "CONFIRMED" as const, startDate: start };
    expect(ownerMayCancel(booking, new Date("2026-03-10T05:59:00Z"))).toBe(true);
    expect(ownerMayCancel(booking, new Date("2026-03-10T06:00:00Z"))).toBe(false);
    expect(ownerMayCancel({ status: "COMPLETED", startDate: start }, new Date("2026-01-01T00:00:00Z"))).toBe(false);
    expect(ownerMayCancel({ status: "RECEIVED", startDate: null }, new Date())).toBe(true);
  });

  it("keeps the review window open for 30 days after completion", () => {
    const completed = new Date("2026-03-13T06:00:00Z");
    expect(reviewWindowOpen(completed, new Date("2026-04-12T06:00:00Z"))).toBe(true);
    expect(reviewWindowOpen(completed, new Date("2026-04-12T06:00:01Z"))).toBe(false);
  });
});
