import "server-only";
import { recordAudit } from "@/lib/audit";
import type { TeamBooking } from "@/lib/bookings/core/access";
import { freeAlternatives, namedBackup } from "@/lib/bookings/plan-b/plan-b-effects";
import { BACKUP_STATUSES, backupProblem, cancelledBySitter, PLAN_B_MESSAGES } from "@/lib/bookings/plan-b/plan-b-rules";
import { mayMove } from "@/lib/bookings/core/process";
import { bookingReference } from "@/lib/bookings/core/reference";
import { bookingDetailsSelect } from "@/lib/bookings/core/status";
import { trackingPath, withRebook } from "@/lib/bookings/core/tracking";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/handler";
import { availabilitySelect, isFree } from "@/lib/sitters/blocks";
import { currentTime } from "@/lib/dates/clock";

// Plan B: the team names a backup sitter on a booking (PATCH /api/admin/bookings/{id}), the owner
// moves the booking to them in one tap after the sitter cancels (POST /api/bookings/{token}/accept-backup), and
// the tracking page shows where things stand. The moves themselves are rows of the sheet (lib/bookings/core/process.ts).

const day = (date: Date) => date.toISOString().slice(0, 10);

const planBSelect = {
  id: true,
  status: true,
  sitterId: true,
  backupSitterId: true,
  ...bookingDetailsSelect,
  createdAt: true,
  backupSitter: { select: { name: true, slug: true, published: true } },
  statusChanges: { select: { status: true, move: true }, orderBy: { changedAt: "desc" }, take: 1 },
} as const satisfies Prisma.BookingSelect;

/**
 * Names (a number) or clears (null) a booking's Plan B, inside the team's PATCH (the booking reached): 409 a booking
 * past its stay's decisions or without dates, or a backup busy some day; 400 (backupSitterId) an unknown or
 * unpublished sitter, the booking's own, or one who does not take its service or pet. Audited.
 */
export async function setBackupIn(tx: Prisma.TransactionClient, id: string, backupSitterId: number | null, adminEmail: string): Promise<void> {
  const booking = await tx.booking.findUniqueOrThrow({ where: { id }, select: planBSelect });
  let name: string | null = null;
  if (backupSitterId !== null) {
    const backup = await tx.sitter.findFirst({
      where: { id: backupSitterId, published: true },
      select: { id: true, name: true, services: true, acceptsCats: true, acceptsLargeDogs: true },
    });
    const problem = backupProblem(booking, backup);
    if (problem) throw new HttpError(problem.status, problem.message, "backupSitterId");
    const free = await tx.sitter.findUniqueOrThrow({ where: { id: backupSitterId }, select: availabilitySelect(day(booking.startDate!), day(booking.endDate ?? booking.startDate!)) });
    if (!isFree(free)) throw new HttpError(409, PLAN_B_MESSAGES.busy(backup!.name), "backupSitterId");
    name = backup!.name;
  }
  if (booking.backupSitterId === backupSitterId) return;
  await tx.booking.update({ where: { id }, data: { backupSitterId } });
  await recordAudit(
    { actor: adminEmail, action: "booking.backup", targetType: "booking", targetId: id, summary: `Reserva ${bookingReference(id)}: ${name ? `Plan B ${name}` : "sin Plan B"}` },
    tx,
  );
}

export type PlanBView = {
  /** The named backup, linked to their profile while published. */
  backup: { name: string; slug: string | null } | null;
  /** The sitter cancelled: the owner can move to the backup now (one tap). */
  canMove: boolean;
  /** The sitter cancelled and there is no backup (or it is no longer free): free sitters to ask instead. */
  alternatives: { name: string; path: string; nearby: string }[];
  sitterCancelled: boolean;
};

/** What the tracking page shows of Plan B for booking `id`, opened with `token` (the alternatives fill the owner's data from it). */
export async function planBForOwner(id: string, token: string, now: Date = currentTime()): Promise<PlanBView> {
  const booking = await db().booking.findUniqueOrThrow({ where: { id }, select: planBSelect });
  const sitterCancelled = cancelledBySitter(booking.statusChanges[0]);
  const backupNamed = booking.backupSitter ? { name: booking.backupSitter.name, slug: booking.backupSitter.published ? booking.backupSitter.slug : null } : null;
  if (booking.status !== "CANCELLED") return { backup: booking.status === "CONFIRMED" ? backupNamed : null, canMove: false, alternatives: [], sitterCancelled: false };
  if (!sitterCancelled) return { backup: null, canMove: false, alternatives: [], sitterCancelled };
  const planB = { backupSitterId: booking.backupSitterId, cancelledBySitter: sitterCancelled };
  const free = (await namedBackup(db(), booking))?.free === true;
  if (free && mayMove({ ...booking, planB }, "CONFIRMED", "owner", now)) return { backup: backupNamed, canMove: true, alternatives: [], sitterCancelled };
  const alternatives = (await freeAlternatives(db(), booking)).map(({ name, path, nearby }) => ({ name, nearby, path: withRebook(path, trackingPath(token)) }));
  return { backup: null, canMove: false, alternatives, sitterCancelled };
}

/** How many free sitters the team's Plan B choice lists at most. */
const BACKUP_CHOICES = 30;

/**
 * GET /api/admin/bookings/{id}/backups: who the team may name as Plan B now (free on every day, taking the
 * service and pet), nearest the booking first, each with where it is; none for a booking past its decisions or without dates.
 */
export async function backupCandidates({ id }: TeamBooking) {
  const booking = await db().booking.findUniqueOrThrow({ where: { id }, select: planBSelect });
  if (!BACKUP_STATUSES.includes(booking.status)) return [];
  return (await freeAlternatives(db(), booking, { limit: BACKUP_CHOICES, withBackup: true })).map(({ id: sitterId, name, nearby }) => ({ id: sitterId, name, nearby }));
}
