import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's recommended minimum. Each hash takes one of
// libuv's 4 threads for tens of milliseconds; 200 failed sign-ins at once took them all, and the database's and the
// files' work waited behind them (/api/health answered in 5.6 s). So hashes take turns in a small pool.

/** At most this many hashes at once: the other threads stay free for the database, files and DNS. */
export const HASHES_AT_ONCE = 2;

/** Runs `work` when fewer than `limit` others run; the rest wait their turn, in order. */
export function turnTaker(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finished one hands its place over
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

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
