import "server-only";
import { todayInElSalvador } from "@/lib/dates";
import { db } from "@/lib/db";
import { megabytes } from "@/lib/files/upload-rules";
import { HttpError } from "@/lib/http/handler";
import { composeMail } from "@/lib/mail/compose";
import { deliverSoon, enqueueMail } from "@/lib/mail/outbox";
import { currentTime } from "@/lib/dates/clock";

// Owners' uploads (vaccination cards, the pet's photo) come from anyone holding a tracking link, and a script can
// make bookings in a loop: three budgets bound the disk they fill (issue 40). Each booking has one over its whole life
// (replaced files count: they were written), and the whole site one per El Salvador day, which a script cannot spend
// faster than a pace: so much per 10 minutes (so at most twice that in any minute, across two windows; the bench's
// "disk an anonymous script can fill in a minute", goal ≤ 100 MB); the team is told once a day when the day's is
// spent. Charged, in one short transaction, before the file is written: a file that then fails to be stored only
// makes the budget stricter.

const MB = 1024 * 1024;

/** The pace's window: ANONYMOUS_UPLOAD_MB_PER_10_MINUTES is what the site's owners may upload in one. */
export const UPLOAD_PACE_WINDOW_MINUTES = 10;

const megabytesSetting = (value: string | undefined, fallback: number) => {
  const mb = Number(value);
  return (Number.isFinite(mb) && mb > 0 ? mb : fallback) * MB;
};

/**
 * The budgets: ANONYMOUS_UPLOAD_MB_PER_DAY (default 500 MB) for the site, spent at most ANONYMOUS_UPLOAD_MB_PER_10_MINUTES
 * (default 50 MB) at a time, and 60 MB per booking (5 cards of 10 MB and photos).
 */
export function uploadBudget(env: NodeJS.ProcessEnv = process.env) {
  return {
    perBookingBytes: 60 * MB,
    perDayBytes: megabytesSetting(env.ANONYMOUS_UPLOAD_MB_PER_DAY, 500),
    perWindowBytes: megabytesSetting(env.ANONYMOUS_UPLOAD_MB_PER_10_MINUTES, 50),
  };
}

export const UPLOAD_BUDGET_MESSAGES = {
  booking: (mb: number) => `Esta solicitud ya usó sus ${mb} MB para archivos. Si necesitas enviar otro, escríbenos.`,
  day: "Hoy recibimos demasiados archivos y ya no podemos guardar más. Intenta de nuevo mañana.",
  pace: "Ahora mismo estamos recibiendo muchos archivos. Intenta de nuevo en unos minutos.",
} as const;

/** The pace's counter, in the throttle's table (lib/http/rate-limit.ts): bytes in the current window. */
const PACE_KEY = "owner-upload-bytes";

function teamAlert(to: string, day: string, mb: number) {
  return {
    kind: "team-upload-budget",
    to,
    ...composeMail(`Se agotó el espacio del día para archivos de solicitudes (${day})`, [
      `Hoy los dueños subieron ${mb} MB en tarjetas de vacunas y fotos de mascotas, el máximo del día (ANONYMOUS_UPLOAD_MB_PER_DAY). Las próximas subidas se rechazan hasta mañana.`,
      "Si es un uso normal, sube el límite; si no, revisa las solicitudes recientes: puede ser alguien llenando el disco a propósito.",
    ]),
  };
}

/**
 * Charges `bytes` of an owner's upload to booking `bookingId` (its pet's file), to the pace's window and to today: 507
 * when the booking's budget is spent, 429 when the window's or the day's is (nothing charged in any case; the team is
 * told once a day when the day's is).
 */
export async function chargeOwnerUpload(bookingId: string, bytes: number, now: Date = currentTime()): Promise<void> {
  const { perBookingBytes, perDayBytes, perWindowBytes } = uploadBudget();
  const day = todayInElSalvador(now);
  const verdict = await db().$transaction(async (tx) => {
    const charged = await tx.$executeRaw`
      UPDATE "pet_files" SET "uploadedBytes" = "uploadedBytes" + ${bytes}
      WHERE "bookingId" = ${bookingId} AND "uploadedBytes" + ${bytes} <= ${perBookingBytes}`;
    if (charged === 0) return { spent: "booking" as const };
    // The pace: a fixed window's bytes (the window starts again once it is over). Past it, the error rolls back every
    // charge of this transaction.
    const [pace] = await tx.$queryRaw<{ count: number }[]>`
      INSERT INTO "rate_limits" ("key", "windowStart", "count") VALUES (${PACE_KEY}, now(), ${bytes})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "rate_limits"."windowStart" <= now() - make_interval(mins => ${UPLOAD_PACE_WINDOW_MINUTES})
                       THEN EXCLUDED."count" ELSE "rate_limits"."count" + EXCLUDED."count" END,
        "windowStart" = CASE WHEN "rate_limits"."windowStart" <= now() - make_interval(mins => ${UPLOAD_PACE_WINDOW_MINUTES})
                       THEN now() ELSE "rate_limits"."windowStart" END
      RETURNING "count"`;
    if (Number(pace.count) > perWindowBytes) throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.pace);
    const [today] = await tx.$queryRaw<{ bytes: bigint }[]>`
      INSERT INTO "anonymous_upload_days" ("day", "bytes") VALUES (${day}::date, ${bytes})
      ON CONFLICT ("day") DO UPDATE SET "bytes" = "anonymous_upload_days"."bytes" + EXCLUDED."bytes"
      RETURNING "bytes"`;
    if (Number(today.bytes) <= perDayBytes) return { spent: null };
    return { spent: "day" as const };
  });
  if (verdict.spent === null) return;
  if (verdict.spent === "booking") throw new HttpError(507, UPLOAD_BUDGET_MESSAGES.booking(megabytes(perBookingBytes)));
  // The charge is taken back (in its own statements: the refusal must not roll back the team's notice).
  await db().$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "pet_files" SET "uploadedBytes" = "uploadedBytes" - ${bytes} WHERE "bookingId" = ${bookingId}`;
    await tx.$executeRaw`UPDATE "anonymous_upload_days" SET "bytes" = "bytes" - ${bytes} WHERE "day" = ${day}::date`;
    await tx.$executeRaw`UPDATE "rate_limits" SET "count" = GREATEST(0, "count" - ${bytes}) WHERE "key" = ${PACE_KEY}`;
    const team = process.env.TEAM_EMAIL?.trim();
    const marked = await tx.anonymousUploadDay.updateMany({ where: { day: new Date(`${day}T00:00:00Z`), alertedAt: null }, data: { alertedAt: now } });
    if (team && marked.count > 0) await enqueueMail(tx, [teamAlert(team, day, megabytes(perDayBytes))]);
  });
  deliverSoon();
  throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.day);
}
