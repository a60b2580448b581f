import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { LIVE_STATUSES, SITTER_LEFT_MOVES } from "@/lib/constants/booking-status-groups";
import type { GuardedBooking, SheetGuard } from "@/lib/bookings/core/process";
import { bookingMismatch } from "@/lib/sitters/care-fit";
import type { SitterSource } from "@/lib/sitters/types";

// Plan B: a backup sitter the team names on a booking, free on its days, the owner can move to in one
// tap when the sitter cancels. Pure rules; the reads and writes are in plan-b.ts and plan-b-effects.ts.

/** At most this many free sitters are offered when the sitter cancels and there is no backup. */
export const MAX_ALTERNATIVES = 3;

/** A Plan B may be named (or changed) while the booking is alive: from the request to the stay. */
export const BACKUP_STATUSES: readonly BookingStatus[] = LIVE_STATUSES;

export const PLAN_B_MESSAGES = {
  notLive: "Solo puedes nombrar un Plan B en una reserva recibida, contactada, confirmada o en curso.",
  noDates: "Esta reserva no tiene fechas: no podemos saber si el Plan B está libre.",
  ownSitter: "El Plan B tiene que ser otro cuidador, no el de la reserva.",
  unknownSitter: "Elige un cuidador publicado como Plan B.",
  busy: (name: string) => `${name} no está libre en todas las fechas de esta reserva. Elige otro Plan B.`,
  waivedBySwitch: (name: string) => `Pasó su reserva a ${name} (Plan B) sin encuentro previo.`,
  noLongerFree: (name: string) => `${name} ya no está libre en tus fechas. Escríbenos y te ayudamos a encontrar otro cuidador.`,
} as const;

/**
 * Whether the last move of a booking was its own sitter leaving it: cancelling it (the sheet's `sitter.cancel`) or
 * not showing up, as the owner said on the first day (`owner.reportNoShow`).
 */
export function cancelledBySitter(last: { status: BookingStatus; move: string } | undefined): boolean {
  return last?.status === "CANCELLED" && (SITTER_LEFT_MOVES as readonly string[]).includes(last.move);
}

type BackupCandidate = Pick<SitterSource, "acceptsCats" | "acceptsLargeDogs" | "services"> & { id: number };
type BackupBooking = { status: BookingStatus; sitterId: number | null; service: string | null; petType: string | null; petSize: string | null; startDate: Date | null };

/**
 * Why `backup` cannot be this booking's Plan B (besides being busy, which needs the database), or null:
 * `status` 409 for the booking's state, 400 (field backupSitterId) for the sitter chosen.
 */
export function backupProblem(booking: BackupBooking, backup: BackupCandidate | null): { status: 400 | 409; message: string } | null {
  if (!BACKUP_STATUSES.includes(booking.status)) return { status: 409, message: PLAN_B_MESSAGES.notLive };
  if (!backup) return { status: 400, message: PLAN_B_MESSAGES.unknownSitter };
  if (backup.id === booking.sitterId) return { status: 400, message: PLAN_B_MESSAGES.ownSitter };
  const mismatch = bookingMismatch(careOf(booking), backup);
  if (mismatch) return { status: 400, message: mismatch.message };
  if (!booking.startDate) return { status: 409, message: PLAN_B_MESSAGES.noDates };
  return null;
}

const careOf = (booking: Pick<BackupBooking, "service" | "petType" | "petSize">) => ({
  service: booking.service ?? undefined,
  petType: booking.petType ?? undefined,
  petSize: booking.petSize ?? undefined,
});

/** Of free sitters (best first), the first `limit` (three) that take this booking's service and pet. */
export function pickAlternatives<T extends Pick<SitterSource, "acceptsCats" | "acceptsLargeDogs" | "services">>(
  booking: Pick<BackupBooking, "service" | "petType" | "petSize">,
  free: readonly T[],
  limit = MAX_ALTERNATIVES,
): T[] {
  return free.filter((sitter) => bookingMismatch(careOf(booking), sitter) === null).slice(0, limit);
}

/** A new request to `slug`, as /reservar reads it (?sitter=, ?fecha= the first day). */
export function rebookPath(slug: string, startDate: string | null): string {
  return `/reservar?${new URLSearchParams({ sitter: slug, ...(startDate ? { fecha: startDate } : {}) })}`;
}

/** What Plan B's guard reads: the named backup, and whether the last move was its sitter cancelling (PLAN_B_PARTS loads it). */
export type PlanBCheck = { backupSitterId: number | null; cancelledBySitter: boolean };

declare module "@/lib/bookings/core/process" {
  interface LentGuardData {
    /** What Plan B's guard reads (PLAN_B_PARTS loads it). */
    planB: PlanBCheck;
  }
}

/** The booking sheet's guard Plan B lends (lib/bookings/core/process.ts names it on owner.acceptBackup). */
export const PLAN_B_GUARDS = {
  planBReady: {
    says: "its sitter cancelled it (the last move) and a Plan B is named",
    needs: "planB",
    check: (booking: GuardedBooking) => booking.planB?.cancelledBySitter === true && booking.planB.backupSitterId !== null,
    message: "Esta reserva no tiene un Plan B disponible: solo pasa al cuidador de respaldo cuando tu cuidador la cancela.",
  },
} as const satisfies Record<string, SheetGuard>;
