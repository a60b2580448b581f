import type { PrismaClient } from "@/lib/generated/prisma/client";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, linkedCaregiver } from "./auth";

/** The signed-in accounts of `bookingWorld`: Cookie headers. */
export type BookingWorld = { carlos: string; karla: string; admin: string; unlinked: string };

/**
 * The booking world the portal's tests start from, on an empty database: the seeded sitters, Carlos's account
 * linked to sitter 2 and Karla's to sitter 7, both signed in; with `admin`, the team's admin signed in first, and with
 * `unlinked`, a caregiver without a profile last. Answers their Cookie headers (an empty string for one not asked for).
 */
export async function bookingWorld(db: PrismaClient, { admin = false, unlinked = false } = {}): Promise<BookingWorld> {
  await seedSitters(db);
  const team = admin ? await adminCookie(db) : "";
  const carlos = (await linkedCaregiver(db, 2, "carlos@example.com")).cookie;
  const karla = (await linkedCaregiver(db, 7, "karla@example.com")).cookie;
  return { carlos, karla, admin: team, unlinked: unlinked ? (await linkedCaregiver(db, null, "nueva@example.com")).cookie : "" };
}
