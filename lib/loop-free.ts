// Work that can wait (an attacker's failed sign-ins) waits for a free moment of the server's thread, so what
// cannot wait passes first. Node accepts one new connection per turn of its event loop: while turns are long, every
// new connection (an uptime monitor's /api/health) waits at the door behind the ones that came before it.

/** A 1 ms timer that fires at most this much late says the loop's turns are short: the thread is free. */
export const LOOP_FREE_LATENESS_MS = 4;
/** How many times to look before going ahead anyway, so the work is delayed, never starved. */
export const LOOP_FREE_LOOKS = 40;

/**
 * Resolves once a 1 ms timer fires on time (within `latenessMs`), or after `looks` timers; always after at least one
 * turn of the loop. Answers how many timers it took.
 */
export async function loopFree({ latenessMs = LOOP_FREE_LATENESS_MS, looks = LOOP_FREE_LOOKS } = {}): Promise<number> {
  for (let look = 1; ; look++) {
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (performance.now() - asked <= 1 + latenessMs || look >= looks) return look;
  }
}
