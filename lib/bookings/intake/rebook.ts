import "server-only";
import { reachOwnerBooking } from "@/lib/bookings/core/access";
import type { BookingFormInput } from "@/lib/bookings/intake/request-schema";
import { isTrackingToken } from "@/lib/bookings/core/token-shape";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";

// "Reservar de nuevo" (the e-mail sent when a stay is completed): /reservar?repetir={token} fills a new request
// from the booking that token opens — its sitter, service, pet and the owner's contact data — never looked up by
// e-mail. The dates are new; the pet's file is offered as a copy (petFileFrom, lib/bookings/pet-file/pet-file.ts).

export type RebookDraft = {
  /** The token itself: the form sends it back as `petFileFrom` when the owner copies the pet's file. */
  token: string;
  /** The booking's sitter (slug) when their profile is still published. */
  sitterSlug: string | null;
  values: Partial<Pick<BookingFormInput, "service" | "petType" | "petSize" | "name" | "email" | "whatsapp" | "municipality">>;
  /** The pet's file that can be copied (its name, and the vet spending it authorises). */
  pet: { name: string; vetSpendCapUSD: number } | null;
};

/** The draft a "Reservar de nuevo" link opens, or null for a link that opens nothing (the form then starts empty). */
export async function rebookDraft(token: string | undefined): Promise<RebookDraft | null> {
  if (!isTrackingToken(token)) return null;
  let id: string;
  try {
    // Marks the link opened, as any e-mailed link (owner-mail-cap.ts).
    ({ id } = await reachOwnerBooking(token));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
  const row = await db().booking.findUnique({
    where: { id },
    select: {
      service: true,
      petType: true,
      petSize: true,
      name: true,
      email: true,
      whatsapp: true,
      municipality: true,
      sitter: { select: { slug: true, published: true } },
      pet: { select: { name: true, vetSpendCapUSD: true } },
    },
  });
  if (!row) return null;
  return {
    token,
    sitterSlug: row.sitter?.published ? row.sitter.slug : null,
    // Only what the booking has: a missing service leaves the form's own default (a sitter's single service).
    values: Object.fromEntries(
      Object.entries({
        service: row.service,
        petType: row.petType,
        petSize: row.petSize,
        name: row.name,
        email: row.email,
        whatsapp: row.whatsapp,
        municipality: row.municipality,
      }).filter(([, value]) => value !== null && value !== undefined),
    ) as RebookDraft["values"],
    pet: row.pet,
  };
}
