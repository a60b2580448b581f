import { AsyncLocalStorage } from "node:async_hooks";

// The time the booking rules read. In production it is the machine's clock, always. A test server started with
// TEST_CLOCK=on on a loopback SITE_URL (never on Vercel) lets one request run ahead of it: the header below carries
// how many milliseconds, so a test reaches a meeting's end, a reminder or an expiry without waiting for real time,
// and the other tests on the same server keep the real clock. A production server refuses to start with the
// setting (lib/site/required-settings.ts), and ignores the header if it ever got past that.

export const TEST_CLOCK_HEADER = "x-huellitas-test-clock";
/** At most a year ahead or behind: enough for any booking's life, and a bound on what a header can ask. */
const MAX_OFFSET_MS = 366 * 24 * 60 * 60 * 1000;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** True only on a test server: TEST_CLOCK=on, a loopback SITE_URL, not on Vercel. */
export function testClockAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.TEST_CLOCK !== "on" || env.VERCEL) return false;
  const site = env.SITE_URL?.trim();
  return Boolean(site && URL.canParse(site) && LOOPBACK_HOSTS.has(new URL(site).hostname));
}

/** The offset a request asks for, in ms; 0 when the server does not allow it or the value is not a bounded integer. */
export function requestedOffset(headers: Headers, env: NodeJS.ProcessEnv = process.env): number {
  if (!testClockAllowed(env)) return 0;
  const value = headers.get(TEST_CLOCK_HEADER)?.trim() ?? "";
  if (!/^[+-]?\d{1,12}$/.test(value)) return 0;
  const offset = Number(value);
  return Math.abs(offset) <= MAX_OFFSET_MS ? offset : 0;
}

const offsets = new AsyncLocalStorage<number>();

/** Now, for the booking rules: the real clock, moved by the request's test offset when there is one. */
export function currentTime(): Date {
  return new Date(Date.now() + (offsets.getStore() ?? 0));
}

/** Runs `fn` on the request's clock (every API route through lib/http/handler.ts). */
export function onRequestClock<T>(headers: Headers, fn: () => T): T {
  const offset = requestedOffset(headers);
  return offset ? offsets.run(offset, fn) : fn();
}

/**
 * The same for a page: reads the request's headers only on a test server, so a cached page stays static in
 * production. Pages that show time-dependent moves (the tracking page) load their data inside it.
 */
export async function onPageClock<T>(fn: () => Promise<T>): Promise<T> {
  if (!testClockAllowed()) return fn();
  const { headers } = await import("next/headers");
  return onRequestClock(await headers(), fn);
}
