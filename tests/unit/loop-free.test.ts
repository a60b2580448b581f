/** @jest-environment node */
import { loopFree } from "@/lib/http/loop-free";

// Failed sign-ins' database work waits for a free moment of the event loop, so a new connection
// (accepted one per turn of the loop) is not kept at the door behind them.

/** Keeps the thread busy `ms` at a time, on every turn of the loop, until stopped. */
function busyLoop(ms: number) {
  const timer = setInterval(() => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // the thread is taken
    }
  }, 0);
  return () => clearInterval(timer);
}

it("goes ahead after one turn when the loop is free", async () => {
  // Jest's own start-up, or a busy machine, may make one timer late: one of a few tries is enough.
  let fewest = Infinity;
  for (let i = 0; i < 20 && fewest > 1; i++) fewest = Math.min(fewest, await loopFree());
  expect(fewest).toBe(1);
});

it("waits while every turn of the loop is long, and goes ahead once it is free", async () => {
  const stop = busyLoop(15);
  setTimeout(stop, 200);
  const started = performance.now();
  const looks = await loopFree({ maxWaitMs: 5_000 });
  expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  expect(looks).toBeGreaterThan(3);
});

it("never waits much past its limit, however busy the loop stays", async () => {
  const stop = busyLoop(15);
  try {
    const started = performance.now();
    await loopFree({ maxWaitMs: 100 });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(100);
    expect(waited).toBeLessThan(100 + 400); // one more long turn at most, with room for a slow machine
  } finally {
    stop();
  }
});
