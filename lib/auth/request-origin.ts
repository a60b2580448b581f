import "server-only";
import { readAccountMark } from "@/lib/auth/cookie";
import { deviceAccount } from "@/lib/auth/device";
import { db } from "@/lib/db";
import { ANONYMOUS_CLIENT, clientKey } from "@/lib/http/client-key";

// Where a request comes from, as far as we can tell without storing an address: the account whose signed
// mark the browser carries (set at sign-in), and the configured client key (a hash of the address the platform or
// proxy reports). A sitter's own bookings and reviews are told apart by these; nothing else reads them.

export type RequestOrigin = { deviceUserId: string | null; client: string | null };

export function requestOrigin(headers: Headers): RequestOrigin {
  const client = clientKey(headers);
  return { deviceUserId: deviceAccount(readAccountMark(headers)), client: client === ANONYMOUS_CLIENT ? null : client };
}

/** Remembers the network an account signed in from (only with a configured client key). */
export async function rememberNetwork(userId: string, headers: Headers): Promise<void> {
  const { client } = requestOrigin(headers);
  if (!client) return;
  await db().accountNetwork.upsert({ where: { userId_client: { userId, client } }, create: { userId, client }, update: { seenAt: new Date() } });
}
