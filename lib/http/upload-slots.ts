import "server-only";

// How many uploads this server process reads at once (issue 28): each one holds up to the size cap in memory
// while it is read and stored, so memory is bounded by these numbers, not by how many requests arrive. Counted
// in the process because the memory is the process's own (on Vercel each instance counts its own).
export const UPLOAD_SLOTS = { perAccount: 2, perClient: 3, overall: 6 } as const;

export const UPLOAD_BUSY = {
  account: "Ya tienes dos archivos subiéndose. Espera a que terminen e intenta de nuevo.",
  client: "Hay varios archivos subiéndose desde tu conexión. Espera a que terminen e intenta de nuevo.",
  overall: "Estamos recibiendo muchos archivos en este momento. Intenta de nuevo en unos segundos.",
  retryAfterSeconds: 5,
} as const;

const perAccount = new Map<string, number>();
const perClient = new Map<string, number>();
let overall = 0;

const taken = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;
function give(counts: Map<string, number>, key: string) {
  const left = taken(counts, key) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * Takes an upload slot for `account` from `client` (its throttle key; null when no trusted header names clients,
 * who then cannot be told apart), or answers why not ("account": it already has its two; "client": that
 * connection's address has three; "overall": the server is full). The caller must call the returned release exactly
 * once, when the upload is stored, refused or cut off.
 */
export function takeUploadSlot(account: string, client: string | null = null): { release: () => void } | { busy: "account" | "client" | "overall" } {
  if (taken(perAccount, account) >= UPLOAD_SLOTS.perAccount) return { busy: "account" };
  if (client !== null && taken(perClient, client) >= UPLOAD_SLOTS.perClient) return { busy: "client" };
  if (overall >= UPLOAD_SLOTS.overall) return { busy: "overall" };
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
}
