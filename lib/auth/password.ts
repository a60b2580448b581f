import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { turnTaker } from "@/lib/http/turn-taker";

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's recommended minimum. Each hash takes one of
// libuv's 4 threads for tens of milliseconds; 200 failed sign-ins at once took them all, and the database's and the
// files' work waited behind them (/api/health answered in 5.6 s). So hashes take turns in a small pool.
// One at a time: on two cores, two hashes left the server's own thread a third of the machine while a flood's
// connections waited to be accepted (the first new connections' /api/health: 1.0–1.5 s with two, 0.6–0.9 s with one;
// docs/benchmarks.md). One thread still hashes 30–40 sign-ins a second.

/** At most this many hashes at once: the other threads stay free for the database, files and DNS. */
export const HASHES_AT_ONCE = 1;

const inTurn = turnTaker(HASHES_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(stored, password));
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}
