import "server-only";
import { db } from "@/lib/db";
import { isoDateToUtc } from "@/lib/dates";
import { HttpError } from "@/lib/http/handler";
import { bookingMismatch } from "@/lib/sitters/care-fit";
import { BOOKING_MESSAGES, type BookingRequest } from "@/lib/bookings/request-schema";

/**
 * Stores a booking request (status RECEIVED) linked to the published sitter it names, if any. What that sitter
 * does not take (a service they do not offer, a cat, a large dog) is refused here too, naming the field.
 */
export async function createBooking(input: BookingRequest): Promise<{ id: string }> {
  let sitter: { id: number; name: string } | null = null;
  if (input.sitterId) {
    const found = await db().sitter.findFirst({
      where: { published: true, ...input.sitterId },
      select: { id: true, name: true, services: true, acceptsCats: true, acceptsLargeDogs: true },
    });
    if (!found) throw new HttpError(400, BOOKING_MESSAGES.unknownSitter, "sitterId");
    const mismatch = bookingMismatch(input, found);
    if (mismatch) throw new HttpError(400, mismatch.message, mismatch.field);
    sitter = found;
  }
  return db().booking.create({
    data: {
      sitterId: sitter?.id,
      sitterName: sitter?.name ?? input.sitterName,
      service: input.service,
      petType: input.petType,
      petSize: input.petSize,
      startDate: input.startDate ? isoDateToUtc(input.startDate) : undefined,
      endDate: input.endDate ? isoDateToUtc(input.endDate) : undefined,
      name: input.ownerName,
      email: input.ownerEmail,
      whatsapp: input.ownerWhatsapp,
      municipality: input.municipio,
      notes: input.notes,
      sourceUrl: input.sourceUrl,
    },
    select: { id: true },
  });
}
