import "server-only";
import { ANONYMOUS_CLIENT } from "@/lib/http/client-key";

// Sign-ins take turns for the password hash (lib/auth/login.ts). An unbounded line let 600 bogus sign-ins at once make
// everyone behind them wait 9 s: now a sign-in that finds the line full is refused at once, before any database work
// or hash, and can try again in a few seconds. Counted in the process, like the hashes it protects (on Vercel each
// instance counts its own).

/** How many sign-ins one client (its trusted address) may have in the line at once; a household or a café has a few. */
export const SIGN_IN_LINE_PER_CLIENT = 5;
/** How many sign-ins from a browser that signed in to an account before may be in its own, faster line at once. */
export const SIGN_IN_LINE_PER_TRUSTED_ACCOUNT = 2;
const DEFAULT_LINE_LIMIT = 40;

/**
 * SIGN_IN_LINE_LIMIT: how many sign-ins one server process holds at once, hashing or waiting their turn (default 40,
 * a second or two of hashing).
 */
export function signInLineLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SIGN_IN_LINE_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_LINE_LIMIT;
}

export const SIGN_IN_BUSY = {
  client: "Hay demasiados inicios de sesión en curso desde tu conexión. Espera unos segundos e intenta de nuevo.",
  overall: "Estamos recibiendo demasiados inicios de sesión en este momento. Espera unos segundos e intenta de nuevo.",
  retryAfterSeconds: 5,
} as const;

const perClient = new Map<string, number>();
const perTrustedAccount = new Map<string, number>();
let overall = 0;

const count = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;
function add(counts: Map<string, number>, key: string, change: 1 | -1) {
  const next = count(counts, key) + change;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export type SignInPlace = { first: boolean; release: () => void };

/**
 * A place in the sign-in line, or why there is none: "client", that address already has its five; "overall", the
 * process is full. `trustedAccount` is the account a browser's signed device cookie names (lib/auth/device.ts): such a
 * sign-in gets a place in the line that goes first (`first`), outside the strangers' bounds, so a flood from its own
 * café or from everywhere neither refuses it nor makes it wait; at most two per account, past them it queues as a
 * stranger. `client` is the throttle's key (ANONYMOUS_CLIENT: clients cannot be told apart, only the overall bound
 * counts). The caller releases the place exactly once, when its turn is over.
 */
export function takeSignInPlace(client: string, trustedAccount: string | null): SignInPlace | { busy: "client" | "overall" } {
  if (trustedAccount !== null && count(perTrustedAccount, trustedAccount) < SIGN_IN_LINE_PER_TRUSTED_ACCOUNT) {
    add(perTrustedAccount, trustedAccount, 1);
    return { first: true, release: once(() => add(perTrustedAccount, trustedAccount, -1)) };
  }
  const identified = client !== ANONYMOUS_CLIENT;
  if (identified && count(perClient, client) >= SIGN_IN_LINE_PER_CLIENT) return { busy: "client" };
  if (overall >= signInLineLimit()) return { busy: "overall" };
  overall++;
  if (identified) add(perClient, client, 1);
  return {
    first: false,
    release: once(() => {
      overall--;
      if (identified) add(perClient, client, -1);
    }),
  };
}

function once(release: () => void): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}
