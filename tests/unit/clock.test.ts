/** @jest-environment node */
import { currentTime, onRequestClock, requestedOffset, TEST_CLOCK_HEADER, testClockAllowed } from "@/lib/dates/clock";
import { withTestEnv } from "../helpers/env";

// The booking rules' clock: real time in production; a test server lets one request run ahead of it.

const TEST_SERVER = { TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3100" } as unknown as NodeJS.ProcessEnv;
const asked = (value: string) => new Headers({ [TEST_CLOCK_HEADER]: value });
const HOUR = 60 * 60 * 1000;

describe("testClockAllowed", () => {
  it.each([
    [{ TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3100" }, true],
    [{ TEST_CLOCK: "on", SITE_URL: "http://localhost:3000" }, true],
    [{ TEST_CLOCK: "on", SITE_URL: "https://huellitas.sv" }, false],
    [{ TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1.huellitas.sv" }, false],
    [{ TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3100", VERCEL: "1" }, false],
    [{ TEST_CLOCK: "on" }, false],
    [{ TEST_CLOCK: "1", SITE_URL: "http://127.0.0.1:3100" }, false],
    [{ SITE_URL: "http://127.0.0.1:3100" }, false],
  ])("%j → %s", (env, allowed) => {
    expect(testClockAllowed(env as unknown as NodeJS.ProcessEnv)).toBe(allowed);
  });
});

describe("requestedOffset", () => {
  it("reads a signed whole number of milliseconds, at most a year", () => {
    expect(requestedOffset(asked("3600000"), TEST_SERVER)).toBe(HOUR);
    expect(requestedOffset(asked("+3600000"), TEST_SERVER)).toBe(HOUR);
    expect(requestedOffset(asked("-3600000"), TEST_SERVER)).toBe(-HOUR);
    for (const bad of ["1.5", "1e9", "una hora", "", "99999999999"]) expect(requestedOffset(asked(bad), TEST_SERVER)).toBe(0);
  });

  it("is ignored on a production server", () => {
    expect(requestedOffset(asked("3600000"), { SITE_URL: "https://huellitas.sv" } as unknown as NodeJS.ProcessEnv)).toBe(0);
    expect(requestedOffset(asked("3600000"), { ...TEST_SERVER, VERCEL: "1" })).toBe(0);
  });
});

describe("onRequestClock", () => {
  withTestEnv({}, { each: true });

  it("moves currentTime() for the request's own work, awaits included, and for nothing else", async () => {
    Object.assign(process.env, TEST_SERVER);
    const outside = currentTime().getTime();
    const inside = await onRequestClock(asked(String(2 * HOUR)), async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return currentTime().getTime();
    });
    expect(inside - outside).toBeGreaterThanOrEqual(2 * HOUR);
    expect(inside - outside).toBeLessThan(2 * HOUR + 5_000);
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it("keeps the real clock when the server does not allow it", () => {
    Object.assign(process.env, { SITE_URL: "https://huellitas.sv" });
    delete process.env.TEST_CLOCK;
    const moved = onRequestClock(asked(String(2 * HOUR)), () => currentTime().getTime());
    expect(Math.abs(moved - Date.now())).toBeLessThan(1_000);
  });
});
