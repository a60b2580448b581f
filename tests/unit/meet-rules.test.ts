import "@/lib/bookings/features";
import { MEET_MESSAGES, meetContact, meetNeeded, meetSettled, meetSummary, type MeetRecord } from "@/lib/bookings/meet/meet-rules";
import type { MeetPlace, MeetStatus } from "@/lib/generated/prisma/enums";
import { answerRefusal, meetViewFor, outcomeRefusal, proposalRefusal } from "@/lib/bookings/meet/meet-sheet";
import { mayMove, movesNow } from "@/lib/bookings/core/process";

// The meet & greet's rules: when a first booking of a pair may be confirmed, and when a meeting may be proposed,
// answered and judged.

const now = new Date("2026-05-10T15:00:00Z");
const hour = (h: number) => new Date(now.getTime() + h * 3_600_000);
const meet = (over: Partial<NonNullable<MeetRecord>> = {}): NonNullable<MeetRecord> => ({
  at: hour(24), place: "VIDEO", note: null, status: "PROPOSED", declineReason: null, ownerOutcome: null, sitterOutcome: null, ...over,
});

describe("the pair rule", () => {
  it.each([
    ["a later booking of the pair", false, null, false, true],
    ["a first booking without a meeting", true, null, false, false],
    ["a first booking after a meeting only the owner called good", true, meet({ status: "CONFIRMED", ownerOutcome: "GOOD" }), false, false],
    ["a first booking after a meeting both called good", true, meet({ status: "CONFIRMED", ownerOutcome: "GOOD", sitterOutcome: "GOOD" }), false, true],
    ["a first booking the owner waived", true, null, true, true],
    ["a first booking after a meeting that was not a match", true, meet({ status: "CONFIRMED", ownerOutcome: "GOOD", sitterOutcome: "NOT_A_MATCH" }), false, false],
  ] as const)("%s: settled %s", (_, first, record, waived, settled) => {
    const summary = meetSummary(first, record, waived);
    expect(meetSettled(summary)).toBe(settled);
    expect(meetNeeded(summary)).toBe(!settled);
    const booking = { status: "RECEIVED" as const, createdAt: now, startDate: null, endDate: null, meetCheck: summary };
    expect(mayMove(booking, "CONFIRMED", "team", now)).toBe(settled);
    expect(mayMove(booking, "CONFIRMED", "sitter", now)).toBe(settled);
    expect(movesNow(booking, "team", now).includes("CONFIRMED")).toBe(settled);
  });

  it("lets the owner decline only after a meeting called not a match", () => {
    const booking = { status: "CONTACTED" as const, createdAt: now, startDate: null, endDate: null };
    expect(mayMove({ ...booking, meetCheck: meetSummary(true, meet({ status: "CONFIRMED", ownerOutcome: "NOT_A_MATCH" }), false) }, "DECLINED", "owner", now)).toBe(true);
    expect(mayMove({ ...booking, meetCheck: meetSummary(true, meet({ status: "CONFIRMED", ownerOutcome: "GOOD" }), false) }, "DECLINED", "owner", now)).toBe(false);
    expect(mayMove(booking, "DECLINED", "owner", now)).toBe(false);
  });
});

describe("proposing, answering, judging", () => {
  const open = { stayStarts: null, requestExpires: null };

  it("proposes only for an open request, a time ahead, and not over a confirmed meeting", () => {
    expect(proposalRefusal("RECEIVED", null, hour(1), now, open)).toBeNull();
    expect(proposalRefusal("CONTACTED", meet({ status: "DECLINED" }), hour(1), now, open)).toBeNull();
    expect(proposalRefusal("CONFIRMED", null, hour(1), now, open)).toEqual({ status: 409, error: MEET_MESSAGES.notOpen, field: "status" });
    expect(proposalRefusal("RECEIVED", meet({ status: "CONFIRMED" }), hour(1), now, open)).toEqual({ status: 409, error: MEET_MESSAGES.alreadyConfirmed, field: "meet" });
    expect(proposalRefusal("RECEIVED", null, now, now, open)).toEqual({ status: 400, error: MEET_MESSAGES.atPast, field: "at" });
  });

  it("sets the meeting before the stay's first day and before the request would expire, and within a year", () => {
    const stayStarts = hour(48);
    expect(proposalRefusal("CONTACTED", null, hour(47), now, { stayStarts, requestExpires: null })).toBeNull();
    // On the first day: the hand-over meeting; after it, refused.
    expect(proposalRefusal("CONTACTED", null, stayStarts, now, { stayStarts, requestExpires: null })).toBeNull();
    expect(proposalRefusal("CONTACTED", null, new Date(stayStarts.getTime() + 24 * 3_600_000 - 1), now, { stayStarts, requestExpires: null })).toBeNull();
    expect(proposalRefusal("CONTACTED", null, new Date(stayStarts.getTime() + 24 * 3_600_000), now, { stayStarts, requestExpires: null })).toEqual({ status: 400, error: MEET_MESSAGES.atFromStayStart, field: "at" });
    const requestExpires = hour(30);
    expect(proposalRefusal("RECEIVED", null, hour(29), now, { stayStarts, requestExpires })).toBeNull();
    const late = proposalRefusal("RECEIVED", null, hour(31), now, { stayStarts, requestExpires });
    expect(late).toEqual({ status: 400, error: MEET_MESSAGES.atAfterExpiry(requestExpires), field: "at" });
    expect(late?.error).toContain("vence el lunes, 11 de mayo de 2026, 15:00");
    expect(proposalRefusal("CONTACTED", null, hour(365 * 24), now, open)).toBeNull();
    expect(proposalRefusal("CONTACTED", null, hour(365 * 24 + 1), now, open)).toEqual({ status: 400, error: MEET_MESSAGES.atTooFar, field: "at" });
  });

  it("answers a proposal only while it waits and its time has not come", () => {
    expect(answerRefusal("RECEIVED", meet(), now)).toBeNull();
    expect(answerRefusal("RECEIVED", null, now)).toBe(MEET_MESSAGES.nothingToAnswer);
    expect(answerRefusal("RECEIVED", meet({ status: "CONFIRMED" }), now)).toBe(MEET_MESSAGES.nothingToAnswer);
    expect(answerRefusal("RECEIVED", meet({ at: hour(-1) }), now)).toBe(MEET_MESSAGES.answerPast);
    expect(answerRefusal("DECLINED", meet(), now)).toBe(MEET_MESSAGES.notOpen);
  });

  it("judges only a confirmed meeting, after its time, once per side", () => {
    const happened = meet({ status: "CONFIRMED", at: hour(-1) });
    expect(outcomeRefusal("RECEIVED", happened, "owner", now)).toBeNull();
    expect(outcomeRefusal("RECEIVED", meet({ status: "CONFIRMED" }), "owner", now)).toBe(MEET_MESSAGES.tooEarly);
    expect(outcomeRefusal("RECEIVED", meet({ at: hour(-1) }), "sitter", now)).toBe(MEET_MESSAGES.notConfirmed);
    expect(outcomeRefusal("RECEIVED", { ...happened, ownerOutcome: "GOOD" }, "owner", now)).toBe(MEET_MESSAGES.alreadyJudged);
    expect(outcomeRefusal("RECEIVED", { ...happened, ownerOutcome: "GOOD" }, "sitter", now)).toBeNull();
    expect(outcomeRefusal("CONFIRMED", happened, "sitter", now)).toBe(MEET_MESSAGES.notOpen);
  });

  it("shows each side only its own outcome", () => {
    const record = meet({ status: "CONFIRMED", at: hour(-1), ownerOutcome: "NOT_A_MATCH", sitterOutcome: "GOOD" });
    const summary = meetSummary(true, record, false);
    expect(meetViewFor("owner", "DECLINED", record, summary, now).proposal?.yourOutcome).toBe("NOT_A_MATCH");
    expect(meetViewFor("sitter", "DECLINED", record, summary, now).proposal?.yourOutcome).toBe("GOOD");
    expect(JSON.stringify(meetViewFor("sitter", "DECLINED", record, summary, now))).not.toContain("NOT_A_MATCH");
    expect(meetViewFor("sitter", "DECLINED", record, summary, now)).toEqual(expect.objectContaining({ noMatch: true, canJudge: false, canPropose: false, canAnswer: false }));
  });

  it("says a proposal nobody answered before its time has lapsed, while the request is open", () => {
    const summary = meetSummary(true, null, false);
    expect(meetViewFor("owner", "RECEIVED", meet({ at: hour(-1) }), summary, now)).toEqual(expect.objectContaining({ proposalLapsed: true, canAnswer: false, canPropose: true }));
    expect(meetViewFor("owner", "RECEIVED", meet({ at: hour(1) }), summary, now).proposalLapsed).toBe(false);
    expect(meetViewFor("owner", "RECEIVED", meet({ at: hour(-1), status: "CONFIRMED" }), summary, now).proposalLapsed).toBe(false);
    expect(meetViewFor("owner", "EXPIRED", meet({ at: hour(-1) }), summary, now).proposalLapsed).toBe(false);
  });
});

describe("meetContact: whom to reach for a meeting in person", () => {
  const meet = (place: MeetPlace, status: MeetStatus) => ({ at: new Date(), place, note: null, status, declineReason: null, ownerOutcome: null, sitterOutcome: null });
  it.each([
    ["PUBLIC_PLACE", "CONFIRMED", { name: "Carlos Alberto Martínez", whatsapp: "50360001202" }, { firstName: "Carlos", whatsapp: "+50360001202" }],
    ["PUBLIC_PLACE", "CONFIRMED", { name: "Ana Gómez", whatsapp: "7123-4567" }, { firstName: "Ana", whatsapp: "+50371234567" }],
    ["PUBLIC_PLACE", "PROPOSED", { name: "Ana Gómez", whatsapp: "7123-4567" }, null],
    ["PUBLIC_PLACE", "DECLINED", { name: "Ana Gómez", whatsapp: "7123-4567" }, null],
    ["SITTER_HOME", "CONFIRMED", { name: "Ana Gómez", whatsapp: "7123-4567" }, { firstName: "Ana", whatsapp: "+50371234567" }],
    ["OWNER_HOME", "CONFIRMED", { name: "Carlos Alberto Martínez", whatsapp: "50360001202" }, { firstName: "Carlos", whatsapp: "+50360001202" }],
    ["OWNER_HOME", "PROPOSED", { name: "Ana Gómez", whatsapp: "7123-4567" }, null],
    ["VIDEO", "CONFIRMED", { name: "Ana Gómez", whatsapp: "7123-4567" }, null],
    ["PUBLIC_PLACE", "CONFIRMED", { name: "Ana Gómez", whatsapp: "no sé" }, null],
    ["PUBLIC_PLACE", "CONFIRMED", { name: "Ana Gómez", whatsapp: null }, null],
  ] as const)("%s, %s, %j → %j", (place, status, other, expected) => {
    expect(meetContact(meet(place, status), other)).toEqual(expected);
  });
  it("is null without a meeting or without the other side", () => {
    expect(meetContact(null, { name: "Ana", whatsapp: "71234567" })).toBeNull();
    expect(meetContact(meet("PUBLIC_PLACE", "CONFIRMED"), null)).toBeNull();
  });
});
