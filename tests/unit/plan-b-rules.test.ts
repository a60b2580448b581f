import { backupProblem, cancelledBySitter, MAX_ALTERNATIVES, PLAN_B_MESSAGES, pickAlternatives, rebookPath } from "@/lib/bookings/plan-b/plan-b-rules";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { CARE_FIT_MESSAGES } from "@/lib/sitters/care-fit";

// Plan B's pure rules: who may be a booking's backup, when the last move was the sitter's cancellation, which
// free sitters are offered instead, and the prefilled request each offer links to.

const booking = { status: "CONFIRMED" as const, sitterId: 1, service: "BOARDING", petType: "CAT", petSize: null, startDate: isoDateToUtc(addDays(todayInElSalvador(), 10)) };
const sitter = (id: number, overrides: Partial<{ services: ("WALK" | "DAYCARE" | "BOARDING")[]; acceptsCats: boolean; acceptsLargeDogs: boolean }> = {}) => ({
  id,
  services: ["BOARDING" as const],
  acceptsCats: true,
  acceptsLargeDogs: true,
  ...overrides,
});

describe("who may be a booking's Plan B", () => {
  it("accepts another published sitter who takes the service and the pet, on a live booking with dates", () => {
    for (const status of ["RECEIVED", "CONTACTED", "CONFIRMED"] as const) expect(backupProblem({ ...booking, status }, sitter(2))).toBeNull();
  });

  it("refuses with 409 a booking no longer alive or without dates, with 400 the wrong sitter", () => {
    for (const status of ["CANCELLED", "COMPLETED", "DECLINED", "EXPIRED"] as const) {
      expect(backupProblem({ ...booking, status }, sitter(2))).toEqual({ status: 409, message: PLAN_B_MESSAGES.notLive });
    }
    expect(backupProblem({ ...booking, startDate: null }, sitter(2))).toEqual({ status: 409, message: PLAN_B_MESSAGES.noDates });
    expect(backupProblem(booking, null)).toEqual({ status: 400, message: PLAN_B_MESSAGES.unknownSitter });
    expect(backupProblem(booking, sitter(1))).toEqual({ status: 400, message: PLAN_B_MESSAGES.ownSitter });
    expect(backupProblem(booking, sitter(2, { services: ["WALK"] }))).toEqual({ status: 400, message: CARE_FIT_MESSAGES.service });
    expect(backupProblem(booking, sitter(2, { acceptsCats: false }))).toEqual({ status: 400, message: CARE_FIT_MESSAGES.cats });
    expect(backupProblem({ ...booking, petType: "DOG", petSize: "LARGE" }, sitter(2, { acceptsLargeDogs: false }))).toEqual({ status: 400, message: CARE_FIT_MESSAGES.largeDogs });
  });
});

describe("the sitter's cancellation", () => {
  it("is the last move, CANCELLED, made by the sheet's sitter row (sitter.cancel), not the team's or the owner's", () => {
    expect(cancelledBySitter({ status: "CANCELLED", move: "sitter.cancel" })).toBe(true);
    expect(cancelledBySitter({ status: "CANCELLED", move: "team.cancel" })).toBe(false);
    expect(cancelledBySitter({ status: "CANCELLED", move: "owner.cancel" })).toBe(false);
    expect(cancelledBySitter({ status: "CONFIRMED", move: "sitter.accept" })).toBe(false);
    expect(cancelledBySitter({ status: "CANCELLED", move: "unknown" })).toBe(false);
    expect(cancelledBySitter(undefined)).toBe(false);
  });
});

describe("the alternatives offered without a Plan B", () => {
  it("keeps the order given, only sitters who take the service and the pet, at most three", () => {
    const free = [sitter(2, { acceptsCats: false }), sitter(3), sitter(4, { services: ["WALK"] }), sitter(5), sitter(6), sitter(7)];
    expect(pickAlternatives(booking, free).map((s) => s.id)).toEqual([3, 5, 6]);
    expect(MAX_ALTERNATIVES).toBe(3);
    expect(pickAlternatives(booking, [sitter(2, { acceptsCats: false })])).toEqual([]);
  });

  it("links each to a request prefilled as /reservar reads it: the sitter and the first day", () => {
    const day = addDays(todayInElSalvador(), 10);
    expect(rebookPath("ana-perez", day)).toBe(`/reservar?sitter=ana-perez&fecha=${day}`);
    expect(rebookPath("ana perez&x", null)).toBe("/reservar?sitter=ana+perez%26x");
  });
});
