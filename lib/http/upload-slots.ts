import "server-only";

// How many uploads this server process reads at once (issue 28): each one holds up to the size cap in memory
// while it is read and stored, so memory is bounded by these numbers, not by how many requests arrive. Counted
// in the process because the memory is the process's own (on Vercel each instance counts its own).
export const UPLOAD_SLOTS = { perAccount: 2, overall: 6 } as const;

export const UPLOAD_BUSY = {
  account: "Ya tienes dos archivos subiéndose. Espera a que terminen e intenta de nuevo.",
  overall: "Estamos recibiendo muchos archivos en este momento. Intenta de nuevo en unos segundos.",
  retryAfterSeconds: 5,
} as const;

const perAccount = new Map<string, number>();
let overall = 0;

/**
 * Takes an upload slot for `account`, or answers why not ("account": it already has its two; "overall": the
 * server is full). The caller must call the returned release exactly once, when the upload is stored or refused.
 */
export function takeUploadSlot(account: string): { release: () => void } | { busy: "account" | "overall" } {
  const mine = perAccount.get(account) ?? 0;
  if (mine >= UPLOAD_SLOTS.perAccount) return { busy: "account" };
  if (overall >= UPLOAD_SLOTS.overall) return { busy: "overall" };
  perAccount.set(account, mine + 1);
  overall++;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      overall--;
      const left = (perAccount.get(account) ?? 1) - 1;
      if (left > 0) perAccount.set(account, left);
      else perAccount.delete(account);
    },
  };
}
