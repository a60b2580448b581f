import { readFileSync } from "node:fs";

// Vercel's Hobby plan refuses a deployment whose crons run more than once a day: every schedule in vercel.json is
// daily at most (one fixed minute and hour, any day), and nothing a person waits for depends on it.

const crons: { path: string; schedule: string }[] = JSON.parse(readFileSync("vercel.json", "utf8")).crons;

/** A cron expression that fires at most once a day: a single minute and a single hour. */
const atMostDaily = (schedule: string) => {
  const [minute, hour] = schedule.trim().split(/\s+/);
  return /^\d{1,2}$/.test(minute) && /^\d{1,2}$/.test(hour);
};

describe("vercel.json's crons", () => {
  it.each(crons.map((cron) => [cron.path, cron.schedule]))("%s runs at most daily (%s)", (_path, schedule) => {
    expect(atMostDaily(schedule)).toBe(true);
  });

  it("tells sub-daily schedules apart", () => {
    expect(["*/10 * * * *", "0 * * * *", "0 */6 * * *", "0 8,20 * * *"].map(atMostDaily)).toEqual([false, false, false, false]);
    expect(atMostDaily("30 12 * * *")).toBe(true);
  });

  it("schedules every timed route", () => {
    expect(crons.map((cron) => cron.path).sort()).toEqual(["/api/cron/bookings", "/api/cron/documents", "/api/cron/outbox", "/api/cron/reports"]);
  });
});
