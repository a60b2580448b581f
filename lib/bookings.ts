import { db } from "@/lib/db";
import { isoDateToUtc } from "@/lib/dates";
import { HttpError } from "@/lib/http";
import { BOOKING_MESSAGES, type BookingRequest } from "@/lib/validation/booking";

/** Stores a booking request (status RECEIVED) linked to the published sitter it names, if any. */
export async function createBooking(input: BookingRequest): Promise<{ id: string }> {
  let sitter: { id: number; name: string } | null = null;
  if (input.sitterId) {
    sitter = await db().sitter.findFirst({
      where: { published: true, ...input.sitterId },
      select: { id: true, name: true },
    });
    if (!sitter) throw new HttpError(400, BOOKING_MESSAGES.unknownSitter);
  }
  return db().booking.create({
    data: {
      sitterId: sitter?.id,
      sitterName: sitter?.name ?? input.sitterName,
      service: input.service,
      petType: input.petType,
      petSize: input.petSize,
      startDate: isoDateToUtc(input.startDate),
      endDate: isoDateToUtc(input.endDate),
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
