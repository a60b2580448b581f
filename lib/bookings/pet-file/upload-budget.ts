import "server-only";
import { STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import { todayInElSalvador } from "@/lib/dates";
import { db } from "@/lib/db";
import { megabytes } from "@/lib/files/upload-rules";
import { HttpError } from "@/lib/http/handler";
import { composeMail } from "@/lib/mail/compose";
import { deliverSoon, enqueueMail } from "@/lib/mail/outbox";
import { currentTime } from "@/lib/dates/clock";
import type { Prisma } from "@/lib/generated/prisma/client";

// Owners' uploads (vaccination cards, the pet's photo) come from anyone holding a tracking link, and a script can
// make bookings in a loop: budgets bound the disk they fill. Each booking has one over its whole life
// (replaced files count: they were written). The rest is the anonymous budget, counted per client (the client key a
// trusted header gives; without one every client is the same "anonymous" one, so it is the site's): so much per El
// Salvador day, spent no faster than a pace of so much per 10 minutes (so at most twice that in any minute, across
// two windows; the bench's "disk an anonymous script can fill in a minute", goal ≤ 100 MB), of which one booking may
// take half, so a single booking cannot spend the window for everyone. A booking a sitter or the team confirmed is
// outside the anonymous budget (someone vouched for it; it keeps its own). The team is told once a day when a
// client's day is spent. Charged, in one short transaction, before the file is written: a file that then fails to
// be stored only makes the budget stricter.

const MB = 1024 * 1024;

/** The pace's window: ANONYMOUS_UPLOAD_MB_PER_10_MINUTES is what the site's owners may upload in one. */
export const UPLOAD_PACE_WINDOW_MINUTES = 10;

const megabytesSetting = (value: string | undefined, fallback: number) => {
  const mb = Number(value);
  return (Number.isFinite(mb) && mb > 0 ? mb : fallback) * MB;
};

/**
 * The budgets: ANONYMOUS_UPLOAD_MB_PER_DAY (default 500 MB) per client, spent at most ANONYMOUS_UPLOAD_MB_PER_10_MINUTES
 * (default 50 MB) at a time, half of that by one booking; and 60 MB per booking over its life (5 cards of 10 MB and
 * photos).
 */
export function uploadBudget(env: NodeJS.ProcessEnv = process.env) {
  const perWindowBytes = megabytesSetting(env.ANONYMOUS_UPLOAD_MB_PER_10_MINUTES, 50);
  return {
    perBookingBytes: 60 * MB,
    perDayBytes: megabytesSetting(env.ANONYMOUS_UPLOAD_MB_PER_DAY, 500),
    perWindowBytes,
    perBookingWindowBytes: perWindowBytes / 2,
  };
}

export const UPLOAD_BUDGET_MESSAGES = {
  booking: (mb: number) => `Esta solicitud ya usó sus ${mb} MB para archivos. Si necesitas enviar otro, escríbenos.`,
  day: "Hoy recibimos demasiados archivos y ya no podemos guardar más. Intenta de nuevo mañana.",
  pace: "Ahora mismo estamos recibiendo muchos archivos. Intenta de nuevo en unos minutos.",
  bookingPace: "Esta solicitud ya subió muchos archivos en los últimos minutos. Intenta de nuevo en unos minutos.",
} as const;

/** The pace's counters, in the throttle's table (lib/http/rate-limit.ts): bytes in the current window. */
export const uploadPaceKey = (of: { client: string } | { bookingId: string }) =>
  "client" in of ? `owner-upload-bytes:${of.client}` : `owner-upload-bytes:booking:${of.bookingId}`;

function teamAlert(to: string, day: string, mb: number) {
  return {
    kind: "team-upload-budget",
    to,
    ...composeMail(`Se agotó el espacio del día para archivos de solicitudes (${day})`, [
      `Hoy los dueños de solicitudes sin confirmar subieron ${mb} MB en tarjetas de vacunas y fotos de mascotas desde una misma conexión (o, sin encabezado de cliente configurado, entre todos), el máximo del día (ANONYMOUS_UPLOAD_MB_PER_DAY). Las próximas subidas desde ahí se rechazan hasta mañana; las reservas confirmadas siguen subiendo.`,
      "Si es un uso normal, sube el límite; si no, revisa las solicitudes recientes: puede ser alguien llenando el disco a propósito.",
    ]),
  };
}

/** One window's bytes for `key` with `bytes` added (a fixed window, started again once it is over). */
async function addToWindow(tx: Prisma.TransactionClient, key: string, bytes: number): Promise<number> {
  const [pace] = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "rate_limits" ("key", "windowStart", "count") VALUES (${key}, now(), ${bytes})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limits"."windowStart" <= now() - make_interval(mins => ${UPLOAD_PACE_WINDOW_MINUTES})
                     THEN EXCLUDED."count" ELSE "rate_limits"."count" + EXCLUDED."count" END,
      "windowStart" = CASE WHEN "rate_limits"."windowStart" <= now() - make_interval(mins => ${UPLOAD_PACE_WINDOW_MINUTES})
                     THEN now() ELSE "rate_limits"."windowStart" END
    RETURNING "count"`;
  return Number(pace.count);
}

/**
 * Before an anonymous owner's body is received: 507 or 429 at once when the booking's budget, its window, the
 * client's window or its day is already spent, so an upload sure to be refused costs neither its transfer nor a
 * temporary file. (One that only would not fit is refused by chargeOwnerUpload, once its size is known.)
 */
export async function assertOwnerUploadRoom(bookingId: string, client: string, now: Date = currentTime()): Promise<void> {
  const { perBookingBytes, perDayBytes, perWindowBytes, perBookingWindowBytes } = uploadBudget();
  const pet = await db().petFile.findUnique({ where: { bookingId }, select: { uploadedBytes: true, booking: { select: { status: true } } } });
  if (!pet) return;
  if (pet.uploadedBytes >= perBookingBytes) throw new HttpError(507, UPLOAD_BUDGET_MESSAGES.booking(megabytes(perBookingBytes)));
  if (statusIn(STAY_STATUSES, pet.booking.status)) return;
  const windowStartedAfter = new Date(Date.now() - UPLOAD_PACE_WINDOW_MINUTES * 60_000);
  const windows = await db().rateLimit.findMany({
    where: { key: { in: [uploadPaceKey({ bookingId }), uploadPaceKey({ client })] }, windowStart: { gt: windowStartedAfter } },
  });
  for (const row of windows) {
    if (row.key === uploadPaceKey({ bookingId }) && row.count >= perBookingWindowBytes) throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.bookingPace);
    if (row.key === uploadPaceKey({ client }) && row.count >= perWindowBytes) throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.pace);
  }
  const today = await db().anonymousUploadDay.findUnique({ where: { day_client: { day: new Date(`${todayInElSalvador(now)}T00:00:00Z`), client } } });
  if (today && Number(today.bytes) >= perDayBytes) throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.day);
}

/**
 * Charges `bytes` of an owner's upload to booking `bookingId` (its pet's file) and, unless a sitter or the team
 * confirmed it, to `client`'s (lib/http/client-key.ts) and the booking's pace windows and to the client's day: 507
 * when the booking's budget is spent, 429 when a window's or the day's is (nothing charged in any case; the team is
 * told once a day when a day's is).
 */
export async function chargeOwnerUpload(bookingId: string, bytes: number, client: string, now: Date = currentTime()): Promise<void> {
  const { perBookingBytes, perDayBytes, perWindowBytes, perBookingWindowBytes } = uploadBudget();
  const day = todayInElSalvador(now);
  const verdict = await db().$transaction(async (tx) => {
    const charged = await tx.$executeRaw`
      UPDATE "pet_files" SET "uploadedBytes" = "uploadedBytes" + ${bytes}
      WHERE "bookingId" = ${bookingId} AND "uploadedBytes" + ${bytes} <= ${perBookingBytes}`;
    if (charged === 0) return { spent: "booking" as const };
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true } });
    if (statusIn(STAY_STATUSES, booking.status)) return { spent: null };
    // Past a window, the error rolls back every charge of this transaction.
    if ((await addToWindow(tx, uploadPaceKey({ bookingId }), bytes)) > perBookingWindowBytes) throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.bookingPace);
    if ((await addToWindow(tx, uploadPaceKey({ client }), bytes)) > perWindowBytes) throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.pace);
    const [today] = await tx.$queryRaw<{ bytes: bigint }[]>`
      INSERT INTO "anonymous_upload_days" ("day", "client", "bytes") VALUES (${day}::date, ${client}, ${bytes})
      ON CONFLICT ("day", "client") DO UPDATE SET "bytes" = "anonymous_upload_days"."bytes" + EXCLUDED."bytes"
      RETURNING "bytes"`;
    if (Number(today.bytes) <= perDayBytes) return { spent: null };
    return { spent: "day" as const };
  });
  if (verdict.spent === null) return;
  if (verdict.spent === "booking") throw new HttpError(507, UPLOAD_BUDGET_MESSAGES.booking(megabytes(perBookingBytes)));
  // The charge is taken back (in its own statements: the refusal must not roll back the team's notice).
  await db().$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "pet_files" SET "uploadedBytes" = "uploadedBytes" - ${bytes} WHERE "bookingId" = ${bookingId}`;
    await tx.$executeRaw`UPDATE "anonymous_upload_days" SET "bytes" = "bytes" - ${bytes} WHERE "day" = ${day}::date AND "client" = ${client}`;
    for (const key of [uploadPaceKey({ bookingId }), uploadPaceKey({ client })]) {
      await tx.$executeRaw`UPDATE "rate_limits" SET "count" = GREATEST(0, "count" - ${bytes}) WHERE "key" = ${key}`;
    }
    const team = process.env.TEAM_EMAIL?.trim();
    const dayDate = new Date(`${day}T00:00:00Z`);
    // Once a day, whichever client spends its day first.
    const told = await tx.anonymousUploadDay.count({ where: { day: dayDate, alertedAt: { not: null } } });
    const marked = told ? { count: 0 } : await tx.anonymousUploadDay.updateMany({ where: { day: dayDate, client, alertedAt: null }, data: { alertedAt: now } });
    if (team && marked.count > 0) await enqueueMail(tx, [teamAlert(team, day, megabytes(perDayBytes))]);
  });
  deliverSoon();
  throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.day);
}
