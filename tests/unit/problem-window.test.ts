import { duringStay, PROBLEM_STATUSES, problemWindowClosesAt, problemWindowOpen } from "@/lib/bookings/problems/problem-rules";
import { familyRating, feedbackWindowOpen } from "@/lib/bookings/feedback/feedback-rules";

// When a problem may be reported (from the confirmation until 48 h after the stay's last day ends, El Salvador,
// UTC-6), when a health problem is "during the stay", and the sitter's feedback window and family rating.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A stay whose days are stored at UTC midnight; its last day ends in El Salvador at 06:00 UTC the next day.
const startDate = new Date(Date.UTC(2030, 2, 10));
const endDate = new Date(Date.UTC(2030, 2, 12));
const lastDayEnds = new Date(Date.UTC(2030, 2, 13, 6));
const stay = (status: string) => ({ status, startDate, endDate });

it("closes 48 h after the last day ends in El Salvador", () => {
  expect(problemWindowClosesAt(endDate)).toEqual(new Date(lastDayEnds.getTime() + 48 * HOUR));
  expect(problemWindowClosesAt(null)).toBeNull();
});

it.each([
  ["long before the stay, once confirmed", "CONFIRMED", new Date(startDate.getTime() - 20 * DAY), true],
  ["a millisecond before it closes", "CONFIRMED", new Date(lastDayEnds.getTime() + 48 * HOUR - 1), true],
  ["the moment it closes", "CONFIRMED", new Date(lastDayEnds.getTime() + 48 * HOUR), false],
  ["completed by the sheet, inside the window", "COMPLETED", new Date(lastDayEnds.getTime() + 30 * HOUR), true],
  ["completed, after the window", "COMPLETED", new Date(lastDayEnds.getTime() + 49 * HOUR), false],
  ["a request not confirmed yet", "RECEIVED", startDate, false],
  ["a cancelled booking", "CANCELLED", startDate, false],
  ["a declined request", "DECLINED", startDate, false],
])("%s", (_, status, now, open) => {
  expect(problemWindowOpen(stay(status), now)).toBe(open);
});

it("needs the stay's dates, and names its statuses in one list", () => {
  expect(problemWindowOpen({ status: "CONFIRMED", startDate: null, endDate: null }, startDate)).toBe(false);
  expect(PROBLEM_STATUSES).toEqual(expect.arrayContaining(["CONFIRMED", "COMPLETED"]));
});

it.each([
  ["a millisecond before the first day starts (El Salvador)", new Date(Date.UTC(2030, 2, 10, 6) - 1), false],
  ["the first day's first moment", new Date(Date.UTC(2030, 2, 10, 6)), true],
  ["the last day's last millisecond", new Date(lastDayEnds.getTime() - 1), true],
  ["once the last day ended", lastDayEnds, false],
])("during the stay: %s", (_, now, during) => {
  expect(duringStay({ startDate, endDate }, now)).toBe(during);
});

it("feedback: a completed booking, within 14 days of its completion", () => {
  const completedAt = new Date(Date.UTC(2030, 2, 14));
  expect(feedbackWindowOpen({ status: "COMPLETED", completedAt }, new Date(completedAt.getTime() + 14 * DAY))).toBe(true);
  expect(feedbackWindowOpen({ status: "COMPLETED", completedAt }, new Date(completedAt.getTime() + 14 * DAY + 1))).toBe(false);
  expect(feedbackWindowOpen({ status: "CONFIRMED", completedAt: null }, completedAt)).toBe(false);
});

it("the family's rating: the sitters' mean to one decimal, none without ratings", () => {
  expect(familyRating([])).toBeNull();
  expect(familyRating([5, 4, 4])).toBe(4.3);
});
