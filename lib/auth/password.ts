import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { turnTaker } from "@/lib/turn-taker";

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's recommended minimum. Each hash takes one of
// libuv's 4 threads for tens of milliseconds; 200 failed sign-ins at once took them all, and the database's and the
// files' work waited behind them (/api/health answered in 5.6 s). So hashes take turns in a small pool.

/** At most this many hashes at once: the other threads stay free for the database, files and DNS. */
export const HASHES_AT_ONCE = 2;

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
