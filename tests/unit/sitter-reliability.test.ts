import {
  cancellationWords,
  firstReplyHours,
  lastMinuteCancellation,
  median,
  recordLines,
  reliability,
  repeatFamilies,
  repeatFamiliesWords,
  replyWords,
  type BookingHistory,
  type StatusMove,
} from "@/lib/sitters/reliability";

// The sitter's record on the profile: replies, last-minute cancellations, families that come back.

const HOUR = 3_600_000;
const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
const SITTER = "carlos@example.com";
const TEAM = "equipo@huellitas.sv";

/** A history row: `by` is the team, the owner, a timer, nobody known (null), or a sitter's account id. */
const move = (status: string, at: Date, by: string | null): StatusMove => ({
  status,
  changedAt: at,
  ...(by === null ? { actor: "unknown", actorUserId: null } : by === "owner" || by === "system" ? { actor: by, actorUserId: null } : by === TEAM ? { actor: "team", actorUserId: "equipo" } : { actor: "sitter", actorUserId: by }),
});

/** A request that arrived `ago` hours ago, answered `replyAfter` hours later by `by` (or never). */
function request(ago: number, replyAfter: number | null, by: string | null = SITTER): BookingHistory {
  const createdAt = hoursAgo(ago);
  return { createdAt, startDate: null, moves: replyAfter === null ? [] : [move("CONFIRMED", new Date(createdAt.getTime() + replyAfter * HOUR), by)] };
}

/**
 * A booking (confirmed, or `from`) whose first day was two days ago (stored at UTC midnight), cancelled by `by`
 * `hoursBefore` hours before that day started in El Salvador: every cancellation is in the past.
 */
function cancelled(hoursBefore: number, by: string, { from = "CONFIRMED", createdAgo = 24 * 10 }: { from?: string; createdAgo?: number } = {}): BookingHistory {
  const startDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 2));
  const starts = startDate.getTime() + 6 * HOUR;
  const createdAt = new Date(Math.min(hoursAgo(createdAgo).getTime(), starts - hoursBefore * HOUR - 2 * HOUR));
  const moves = [move(from, new Date(createdAt.getTime() + HOUR), TEAM), move("CANCELLED", new Date(starts - hoursBefore * HOUR), by)];
  return { createdAt, startDate, moves };
}

describe("firstReplyHours: the first move by the sitter or the team", () => {
  it.each([
    ["the sitter confirms after 3 h", [move("CONFIRMED", hoursAgo(7), SITTER)], 3],
    ["the team contacts after 1 h, the sitter confirms later", [move("CONTACTED", hoursAgo(9), TEAM), move("CONFIRMED", hoursAgo(2), SITTER)], 1],
    ["the owner cancels, nobody answered", [move("CANCELLED", hoursAgo(8), "owner")], null],
    ["the timer expires it", [move("EXPIRED", hoursAgo(1), "system")], null],
    ["the owner cancels after the team declined", [move("DECLINED", hoursAgo(5), TEAM)], 5],
    ["an old change without its author", [move("CONTACTED", hoursAgo(9), null)], null],
    ["nothing yet", [], null],
  ] as const)("%s → %s", (_case, moves, expected) => {
    expect(firstReplyHours({ createdAt: hoursAgo(10), startDate: null, moves: [...moves] })).toBe(expected);
  });
});

describe("median", () => {
  it.each([
    [[], null],
    [[4], 4],
    [[5, 1, 3], 3],
    [[1, 2, 3, 10], 2.5],
  ])("%j → %s", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("lastMinuteCancellation: confirmed, cancelled by the sitter less than 48 h before the start", () => {
  it.each([
    ["the sitter, 47 h before", cancelled(47, SITTER), true],
    ["the sitter, exactly 48 h before", cancelled(48, SITTER), false],
    ["the sitter, 3 days before", cancelled(72, SITTER), false],
    ["the sitter, on the first day", cancelled(-2, SITTER), true],
    // Who cancelled is the account the move recorded, never an e-mail compared.
    ["another sitter's account, 10 h before", cancelled(10, "otra-cuenta"), false],
    ["the team, 10 h before", cancelled(10, TEAM), false],
    ["the owner, 10 h before", cancelled(10, "owner"), false],
    ["the sitter, before confirming (contacted)", cancelled(10, SITTER, { from: "CONTACTED" }), false],
  ] as const)("%s → %s", (_case, booking, expected) => {
    expect(lastMinuteCancellation(booking, SITTER) !== null).toBe(expected);
  });

  it("never counts without the sitter's account or without dates", () => {
    expect(lastMinuteCancellation(cancelled(10, SITTER), null)).toBeNull();
    expect(lastMinuteCancellation({ ...cancelled(10, SITTER), startDate: null }, SITTER)).toBeNull();
  });
});

describe("reliability over the last 180 days", () => {
  const day = 24;
  it.each([
    ["no bookings", [], { requests: 0, medianReplyHours: null, lastMinuteCancellations: 0 }],
    ["two replies: too few for a median", [request(5, 2), request(50, 4)], { requests: 2, medianReplyHours: null, lastMinuteCancellations: 0 }],
    ["three replies: 1, 3 and 8 h", [request(5, 1), request(50, 3), request(100, 8)], { requests: 3, medianReplyHours: 3, lastMinuteCancellations: 0 }],
    ["four replies, even count: the mean of the middle two", [request(5, 1), request(50, 2), request(60, 4), request(100, 9)], { requests: 4, medianReplyHours: 3, lastMinuteCancellations: 0 }],
    ["an unanswered request counts, but not in the median", [request(5, 1), request(50, 3), request(60, 5), request(2, null)], { requests: 4, medianReplyHours: 3, lastMinuteCancellations: 0 }],
    ["three replies of 10, 20 and 40 minutes: one decimal", [request(5, 1 / 6), request(50, 1 / 3), request(60, 2 / 3)], { requests: 3, medianReplyHours: 0.3, lastMinuteCancellations: 0 }],
    ["instant replies are never 0 h", [request(5, 0), request(50, 0), request(60, 0.01)], { requests: 3, medianReplyHours: 0.1, lastMinuteCancellations: 0 }],
    ["a request older than 180 days is left out", [request(5, 1), request(50, 3), request(181 * day, 100)], { requests: 2, medianReplyHours: null, lastMinuteCancellations: 0 }],
    ["a request of 179 days ago counts", [request(5, 1), request(50, 3), request(179 * day, 100)], { requests: 3, medianReplyHours: 3, lastMinuteCancellations: 0 }],
    ["a last-minute cancellation by the sitter, the team's does not count", [cancelled(10, SITTER), cancelled(10, TEAM)], { requests: 2, medianReplyHours: null, lastMinuteCancellations: 1 }],
    ["a booking from before the window cancelled within it counts", [cancelled(10, SITTER, { createdAgo: 200 * day })], { requests: 0, medianReplyHours: null, lastMinuteCancellations: 1 }],
  ] as const)("%s", (_case, bookings, expected) => {
    expect(reliability(bookings, SITTER, now)).toEqual(expected);
  });

  it("leaves out a cancellation made more than 180 days ago", () => {
    const old = cancelled(10, SITTER);
    const later = new Date(old.moves[1].changedAt.getTime() + 181 * day * HOUR);
    expect(reliability([old], SITTER, later).lastMinuteCancellations).toBe(0);
    expect(reliability([old], SITTER, new Date(old.moves[1].changedAt.getTime() + 179 * day * HOUR)).lastMinuteCancellations).toBe(1);
  });
});

describe("repeatFamilies: distinct owners with two completed bookings or more", () => {
  it.each([
    [[], 0],
    [[{ email: "ana@example.com", count: 1 }], 0],
    [[{ email: "ana@example.com", count: 2 }], 1],
    [[{ email: "ana@example.com", count: 3 }, { email: "luis@example.com", count: 2 }, { email: "eva@example.com", count: 1 }], 2],
    [[{ email: "ana@example.com", count: 1 }, { email: "Ana@Example.com", count: 1 }], 1],
  ])("%j → %i", (groups, expected) => {
    expect(repeatFamilies(groups)).toBe(expected);
  });
});

describe("the words on the profile", () => {
  it.each([
    [null, null],
    [0.1, "Suele responder en menos de una hora"],
    [0.9, "Suele responder en menos de una hora"],
    [1, "Suele responder en alrededor de una hora"],
    [1.4, "Suele responder en alrededor de una hora"],
    [2.6, "Suele responder en unas 3 horas"],
    [30, "Suele responder en unas 30 horas"],
    [50, "Suele responder en unos 2 días"],
  ])("median %s h → %s", (hours, words) => {
    expect(replyWords(hours)).toBe(words);
  });

  it.each([
    [{ requests: 2, lastMinuteCancellations: 0 }, null],
    [{ requests: 3, lastMinuteCancellations: 0 }, "Sin cancelaciones de último momento"],
    [{ requests: 1, lastMinuteCancellations: 1 }, "1 cancelación de último momento en los últimos 6 meses"],
    [{ requests: 9, lastMinuteCancellations: 2 }, "2 cancelaciones de último momento en los últimos 6 meses"],
  ])("%j → %s", (record, words) => {
    expect(cancellationWords({ ...record, medianReplyHours: null })).toBe(words);
  });

  it.each([
    [0, null],
    [1, "1 familia repite"],
    [4, "4 familias repiten"],
  ])("%i repeat families → %s", (count, words) => {
    expect(repeatFamiliesWords(count)).toBe(words);
  });

  it("lists the lines in reading order, leaving out what has nothing to say", () => {
    expect(recordLines({ repeatFamilies: 2, reliability: { requests: 5, medianReplyHours: 3, lastMinuteCancellations: 0 } }).map((line) => line.text)).toEqual([
      "2 familias repiten",
      "Suele responder en unas 3 horas",
      "Sin cancelaciones de último momento",
    ]);
    expect(recordLines({ repeatFamilies: 0, reliability: { requests: 2, medianReplyHours: null, lastMinuteCancellations: 0 } })).toEqual([]);
    expect(recordLines({})).toEqual([]);
  });
});
