import "server-only";
import type { ReachedBooking } from "@/lib/bookings/core/access";
import { listMessages, type ConversationMessage } from "@/lib/bookings/conversation/conversation";
import type { MessageAuthorCode } from "@/lib/bookings/conversation/conversation-rules";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentTime } from "@/lib/dates/clock";

// What each party of a booking has read of its conversation: one mark per party on the booking (ownerReadAt,
// sitterReadAt, teamReadAt), moved when that party reads the thread (its GET, or the owner's page). Unread: what the
// others wrote after that party's mark (everything they wrote, before any mark).

const READ_COLUMN = { owner: "ownerReadAt", sitter: "sitterReadAt", team: "teamReadAt" } as const satisfies Record<MessageAuthorCode, string>;

/**
 * Moves `party`'s mark up to `upTo` (never back). Raw SQL: reading is not a change of the booking (its updatedAt
 * stays).
 */
export async function markThreadRead(bookingId: string, party: MessageAuthorCode, upTo: Date = currentTime()) {
  const column = Prisma.raw(`"${READ_COLUMN[party]}"`);
  await db().$executeRaw`UPDATE "bookings" SET ${column} = GREATEST(COALESCE(${column}, ${upTo}), ${upTo}) WHERE "id" = ${bookingId}`;
}

/**
 * GET …/messages (and the owner's page): the thread as the reached party reads it, marked read up to the newest
 * message listed, so one written while it is read stays unread rather than marked read unseen.
 */
export async function readThread(reached: ReachedBooking): Promise<ConversationMessage[]> {
  const messages = await listMessages(reached);
  const newest = messages.at(-1);
  if (newest) await markThreadRead(reached.id, reached.audience, new Date(newest.createdAt));
  return messages;
}

/**
 * The owner's page: the thread, and how many of its messages the reader had not read before this view (what the page
 * shows as «2 mensajes sin leer»), then marked read like readThread.
 */
export async function readThreadCounted(reached: ReachedBooking): Promise<{ messages: ConversationMessage[]; unread: number }> {
  const unread = (await unreadCounts(reached.audience, [reached.id])).get(reached.id) ?? 0;
  return { messages: await readThread(reached), unread };
}

/** An SQL condition on "bookings": the others wrote something `party` has not read. */
export const unreadBy = (party: MessageAuthorCode) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "booking_messages" m WHERE m."bookingId" = "bookings"."id" AND m."author"::text <> ${party}
    AND m."createdAt" > COALESCE("bookings".${Prisma.raw(`"${READ_COLUMN[party]}"`)}, '-infinity'::timestamp))`;

/** How many messages of each booking `party` has not read (bookings with none are absent: read as 0). */
export async function unreadCounts(party: MessageAuthorCode, bookingIds: readonly string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db().$queryRaw<{ bookingId: string; unread: number }[]>`
    SELECT m."bookingId", count(*)::int AS unread FROM "booking_messages" m JOIN "bookings" b ON b."id" = m."bookingId"
    WHERE m."bookingId" IN (${Prisma.join([...bookingIds])}) AND m."author"::text <> ${party}
      AND m."createdAt" > COALESCE(b.${Prisma.raw(`"${READ_COLUMN[party]}"`)}, '-infinity'::timestamp)
    GROUP BY m."bookingId"`;
  return new Map(rows.map((row) => [row.bookingId, row.unread]));
}
