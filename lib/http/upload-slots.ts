import "server-only";

// How many uploads this server process reads at once: each one holds up to the size cap in memory
// while it is read and stored, so memory is bounded by these numbers, not by how many requests arrive. Counted
// in the process because the memory is the process's own (on Vercel each instance counts its own).
//
// Two pools, so strangers cannot hold the uploads of the people we know: signed-in accounts (and owners whose
// booking a sitter or the team confirmed) read their upload while holding one of these slots; an anonymous owner's
// body is first received into a temporary file, holding only a place in ANONYMOUS_UPLOAD_SLOTS.receiving, and
// takes one of its `processing` slots only once the whole body is there.
export const UPLOAD_SLOTS = { perAccount: 2, perClient: 3, overall: 6 } as const;

/**
 * Anonymous owners: one upload at a time per tracking link and per client a trusted header names; `receiving`
 * bodies at once for everyone (each at most the size cap on disk: 8 × 10 MB); `processing` of them in memory.
 */
export const ANONYMOUS_UPLOAD_SLOTS = { perAccount: 1, perClient: 1, overall: 8, processing: 2 } as const;

export const UPLOAD_BUSY = {
  account: "Ya tienes dos archivos subiéndose. Espera a que terminen e intenta de nuevo.",
  client: "Hay varios archivos subiéndose desde tu conexión. Espera a que terminen e intenta de nuevo.",
  overall: "Estamos recibiendo muchos archivos en este momento. Intenta de nuevo en unos segundos.",
  retryAfterSeconds: 5,
} as const;

export const ANONYMOUS_UPLOAD_BUSY = {
  account: "Ya tienes un archivo subiéndose. Espera a que termine e intenta de nuevo.",
  client: "Ya hay un archivo subiéndose desde tu conexión. Espera a que termine e intenta de nuevo.",
  overall: UPLOAD_BUSY.overall,
  retryAfterSeconds: UPLOAD_BUSY.retryAfterSeconds,
} as const;

export type UploadSlot = { release: () => void };
export type UploadBusy = { busy: "account" | "client" | "overall" };

/** Counters of one pool: so many per account, per client and overall. */
function slotPool(limits: { perAccount: number; perClient: number; overall: number }) {
  const perAccount = new Map<string, number>();
  const perClient = new Map<string, number>();
  let overall = 0;
  const taken = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;
  function give(counts: Map<string, number>, key: string) {
    const left = taken(counts, key) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  }
  return (account: string, client: string | null): UploadSlot | UploadBusy => {
    if (taken(perAccount, account) >= limits.perAccount) return { busy: "account" };
    if (client !== null && taken(perClient, client) >= limits.perClient) return { busy: "client" };
    if (overall >= limits.overall) return { busy: "overall" };
    perAccount.set(account, taken(perAccount, account) + 1);
    if (client !== null) perClient.set(client, taken(perClient, client) + 1);
    overall++;
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        overall--;
        give(perAccount, account);
        if (client !== null) give(perClient, client);
      },
    };
  };
}

/**
 * Takes an upload slot for `account` from `client` (its throttle key; null when no trusted header names clients,
 * who then cannot be told apart), or answers why not ("account": it already has its two; "client": that
 * connection's address has three; "overall": the server is full). The caller must call the returned release exactly
 * once, when the upload is stored, refused or cut off.
 */
const accounts = slotPool(UPLOAD_SLOTS);
export function takeUploadSlot(account: string, client: string | null = null): UploadSlot | UploadBusy {
  return accounts(account, client);
}

/**
 * The same for an anonymous owner's body while it is received into a temporary file: a place per tracking link
 * (`account`) and per client, ANONYMOUS_UPLOAD_SLOTS.overall for everyone; held until the answer, so it also bounds
 * the temporary files on disk.
 */
export const takeAnonymousReceiving = slotPool(ANONYMOUS_UPLOAD_SLOTS);

/** Waiters for a processing slot, first come first served. */
const processingQueue: (() => void)[] = [];
let processing = 0;

/**
 * A processing slot for an anonymous body already received: waits its turn (processing takes a moment and no
 * client can slow it down, so nobody is refused here). Release it exactly once.
 */
export async function takeAnonymousProcessing(): Promise<UploadSlot> {
  if (processing >= ANONYMOUS_UPLOAD_SLOTS.processing) await new Promise<void>((resolve) => processingQueue.push(resolve));
  else processing++;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      const next = processingQueue.shift();
      if (next) next(); // the slot passes straight to the next waiter
      else processing--;
    },
  };
}
