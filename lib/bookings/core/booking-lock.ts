import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// The booking's row lock, the one way it is spelled: every write that reads a booking and then changes it (a move,
// or a feature's own write) takes it inside its transaction, so two writes to one booking take turns.

/** Holds the booking's row until `tx` ends (waits while another transaction holds it). */
export async function lockBooking(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
}

/** Holds the booking's row unless another transaction does (then false at once): timer runs share the work. */
export async function lockBookingIfFree(tx: Prisma.TransactionClient, id: string): Promise<boolean> {
  const held = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE SKIP LOCKED`;
  return held.length > 0;
}
