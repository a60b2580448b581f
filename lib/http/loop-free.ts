// Work that can wait (an attacker's failed sign-ins) waits for a free moment of the server's thread, so what
// cannot wait passes first. Node accepts one new connection per turn of its event loop (libuv since 1.45): while
// turns are long, every new connection (an uptime monitor's /api/health) waits at the door behind the ones that
// came before it.

/** A 1 ms timer that fires at most this much late says the loop's turns are short: the thread is free. */
export const LOOP_FREE_LATENESS_MS = 4;
/** How long to look at most before going ahead anyway, so the work is delayed, never starved. */
export const LOOP_FREE_MAX_WAIT_MS = 250;

/**
 * Resolves once a 1 ms timer fires on time (within `latenessMs`), or once `maxWaitMs` have passed; always after at
 * least one turn of the loop. Answers how many timers it took.
 */
export async function loopFree({ latenessMs = LOOP_FREE_LATENESS_MS, maxWaitMs = LOOP_FREE_MAX_WAIT_MS } = {}): Promise<number> {
  const started = performance.now();
  for (let looks = 1; ; looks++) {
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1));
    const now = performance.now();
    if (now - asked <= 1 + latenessMs || now - started >= maxWaitMs) return looks;
  }
}
