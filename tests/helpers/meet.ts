import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A meet & greet that already happened and went well for both sides (or the owner called it not a match), written straight to the database: what a test
 * that confirms a first booking between an owner and a sitter needs before the sheet lets it (lib/bookings/meet/meet.ts).
 */
export async function meetWentWell(db: PrismaClient, bookingId: string, ownerOutcome: "GOOD" | "NOT_A_MATCH" = "GOOD") {
  await db.meetGreet.upsert({
    where: { bookingId },
    create: { bookingId, at: new Date(Date.now() - 3_600_000), place: "VIDEO", proposedBy: "team", status: "CONFIRMED", ownerOutcome, sitterOutcome: "GOOD" },
    update: { status: "CONFIRMED", ownerOutcome, sitterOutcome: "GOOD" },
  });
}
