import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { outboxRow, type OutboxDraft } from "@/lib/mail/outbox";
import { cuidLikeId } from "@/lib/random-string";
import { CAPPED_REASON, ownerMailCapSql } from "@/lib/bookings/core/owner-mail-cap";

// A plain booking request (no pet file, no WhatsApp to queue) written in ONE statement: the booking, its two
// tracking links and its e-mails (the owner's counted by the mail cap), as data-modifying CTEs. A single statement is its own transaction, so all of
// it is stored or none, as with the nested create in a transaction it replaces (BEGIN, four statements, COMMIT:
// six round trips, and on PGlite each of them waits its turn on the one connection).

/** The booking's columns as createBooking sets them (dates as YYYY-MM-DD, El Salvador's calendar day). */
export type RequestRow = {
  id: string;
  sitterId: number | null;
  sitterName: string | null;
  service: string | null;
  petType: string | null;
  petSize: string | null;
  startDate: string | null;
  endDate: string | null;
  name: string;
  email: string;
  whatsapp: string;
  municipality: string;
  notes: string | null;
  sourceUrl: string | null;
  requestDeviceUserId: string | null;
  requestClient: string | null;
};

export type RequestLink = { hash: string; sentTo: string | null };

// Timestamps as Prisma writes them: the client's clock, UTC, into `timestamp(3)` columns (a text with its "Z" cast
// to `timestamp` keeps the UTC wall time whatever the session's time zone).
const stamp = (date: Date) => Prisma.sql`${date.toISOString()}::timestamp(3)`;

/**
 * Stores the booking, its links and its outbox rows at once (one round trip, one commit), when `when` (an SQL
 * condition, read in the same statement) holds; answers whether it did. The owner's e-mails are capped in the same
 * statement (capOwnerMail's count, owner-mail-cap.ts): `drafts` come straight from the sheet.
 */
export async function insertRequest(row: RequestRow, links: readonly RequestLink[], drafts: readonly OutboxDraft[], when: Prisma.Sql, now: Date = new Date()): Promise<boolean> {
  const go = Prisma.sql`(SELECT "yes" FROM "go")`;
  const cap = ownerMailCapSql(drafts, row.email, go);
  const linkValues = links.map((link) => Prisma.sql`(${link.hash}::text, ${link.sentTo}::text)`);
  const mails = drafts.map((draft, index) => {
    const mail = outboxRow(draft);
    return Prisma.sql`(${cuidLikeId()}::text, ${mail.kind}::text, ${mail.to}::text, ${mail.subject}::text, ${mail.text}::text, ${mail.html}::text,
      CAST(${mail.status ?? "PENDING"}::text AS "OutboxStatus"), ${mail.lastError ?? null}::text, ${stamp(mail.nextAttemptAt ?? now)}, ${cap.held[index]})`;
  });
  const stored = await db().$queryRaw<{ id: string }[]>`
    WITH "go" AS (SELECT (${when}) AS "yes"), ${cap.ctes ? Prisma.sql`${cap.ctes},` : Prisma.empty} "booking" AS (
      INSERT INTO "bookings" ("id", "sitterId", "sitterName", "service", "petType", "petSize", "startDate", "endDate", "name",
        "email", "whatsapp", "municipality", "notes", "sourceUrl", "requestDeviceUserId", "requestClient", "status", "createdAt")
      SELECT ${row.id}, ${row.sitterId}::int, ${row.sitterName}::text, CAST(${row.service}::text AS "Service"), CAST(${row.petType}::text AS "PetType"),
        CAST(${row.petSize}::text AS "PetSize"), ${row.startDate}::date, ${row.endDate}::date, ${row.name}, ${row.email}, ${row.whatsapp},
        ${row.municipality}, ${row.notes}::text, ${row.sourceUrl}::text, ${row.requestDeviceUserId}::text, ${row.requestClient}::text,
        'RECEIVED'::"BookingStatus", ${stamp(now)}
      FROM "go" WHERE "go"."yes"
      RETURNING "id"
    ), "links" AS (
      INSERT INTO "booking_links" ("hash", "bookingId", "sentTo", "createdAt")
      SELECT "link"."hash", "booking"."id", "link"."sentTo", ${stamp(now)}
      FROM "booking", (VALUES ${Prisma.join(linkValues)}) AS "link" ("hash", "sentTo")
    )${
      mails.length === 0
        ? Prisma.empty
        : Prisma.sql`, "mails" AS (
      INSERT INTO "outbox_messages" ("id", "bookingId", "kind", "to", "subject", "text", "html", "status", "lastError", "nextAttemptAt", "createdAt")
      SELECT "mail"."id", "booking"."id", "mail"."kind", "mail"."to", "mail"."subject", "mail"."text", "mail"."html",
        CASE WHEN "mail"."held" THEN 'SKIPPED' ELSE "mail"."status" END, CASE WHEN "mail"."held" THEN ${CAPPED_REASON} ELSE "mail"."lastError" END,
        "mail"."nextAttemptAt", ${stamp(now)}
      FROM "booking", (VALUES ${Prisma.join(mails)}) AS "mail" ("id", "kind", "to", "subject", "text", "html", "status", "lastError", "nextAttemptAt", "held")
    )`
    }
    SELECT "id" FROM "booking"`;
  return stored.length === 1;
}
