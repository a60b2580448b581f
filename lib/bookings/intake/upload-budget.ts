import "server-only";
import { todayInElSalvador } from "@/lib/dates";
import { db } from "@/lib/db";
import { megabytes } from "@/lib/files/upload-rules";
import { HttpError } from "@/lib/http/handler";
import { composeMail } from "@/lib/mail/compose";
import { deliverSoon, enqueueMail } from "@/lib/mail/outbox";
import { currentTime } from "@/lib/clock";

// Owners' uploads (vaccination cards, the pet's photo) come from anyone holding a tracking link, and a script can
// make bookings in a loop: two budgets bound the disk they fill (issue 40). Each booking has one over its whole life
// (replaced files count: they were written), and the whole site one per El Salvador day; the team is told once a day
// when that one is spent. Charged, in one short transaction, before the file is written: a file that then fails to
// be stored only makes the budget stricter.

const MB = 1024 * 1024;

/** The budgets: ANONYMOUS_UPLOAD_MB_PER_DAY (default 500 MB) for the site, 60 MB per booking (5 cards of 10 MB and photos). */
export function uploadBudget(env: NodeJS.ProcessEnv = process.env) {
  const perDay = Number(env.ANONYMOUS_UPLOAD_MB_PER_DAY);
  return { perBookingBytes: 60 * MB, perDayBytes: (Number.isFinite(perDay) && perDay > 0 ? perDay : 500) * MB };
}

export const UPLOAD_BUDGET_MESSAGES = {
  booking: (mb: number) => `Esta solicitud ya usó sus ${mb} MB para archivos. Si necesitas enviar otro, escríbenos.`,
  day: "Hoy recibimos demasiados archivos y ya no podemos guardar más. Intenta de nuevo mañana.",
} as const;

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
 * Charges `bytes` of an owner's upload to booking `bookingId` (its pet's file) and to today: 507 when the booking's
 * budget is spent, 429 when the day's is (nothing charged either way; the team is told once that day).
 */
export async function chargeOwnerUpload(bookingId: string, bytes: number, now: Date = currentTime()): Promise<void> {
  const { perBookingBytes, perDayBytes } = uploadBudget();
  const day = todayInElSalvador(now);
  const verdict = await db().$transaction(async (tx) => {
    const charged = await tx.$executeRaw`
      UPDATE "pet_files" SET "uploadedBytes" = "uploadedBytes" + ${bytes}
      WHERE "bookingId" = ${bookingId} AND "uploadedBytes" + ${bytes} <= ${perBookingBytes}`;
    if (charged === 0) return { spent: "booking" as const };
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
    const team = process.env.TEAM_EMAIL?.trim();
    const marked = await tx.anonymousUploadDay.updateMany({ where: { day: new Date(`${day}T00:00:00Z`), alertedAt: null }, data: { alertedAt: now } });
    if (team && marked.count > 0) await enqueueMail(tx, [teamAlert(team, day, megabytes(perDayBytes))]);
  });
  deliverSoon();
  throw new HttpError(429, UPLOAD_BUDGET_MESSAGES.day);
}
