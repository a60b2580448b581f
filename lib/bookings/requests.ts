import "server-only";
import { db } from "@/lib/db";
import { isoDateToUtc } from "@/lib/dates";
import { HttpError } from "@/lib/http/handler";
import { enqueueMail } from "@/lib/mail/outbox";
import { ownerMail, teamMail } from "@/lib/mail/messages";
import { assertAvailable } from "@/lib/sitters/blocks";
import { bookingMismatch } from "@/lib/sitters/care-fit";
import { BOOKING_MESSAGES, type BookingRequest } from "@/lib/bookings/request-schema";
import { adminUrl, issueTrackingLink, mailBooking } from "@/lib/bookings/moves";
import { trackingPath } from "@/lib/bookings/tracking";

/**
 * Stores a booking request (status RECEIVED) linked to the published sitter it names, if any. What that sitter
 * does not take (a service they do not offer, a cat, a large dog) is refused here too, naming the field. In the
 * same transaction: the owner's tracking link, their "we received it" e-mail and the team's, in the outbox.
 */
export async function createBooking(input: BookingRequest): Promise<{ id: string; trackingUrl: string }> {
  let sitter: { id: number; name: string } | null = null;
  if (input.sitterId) {
    const found = await db().sitter.findFirst({
      where: { published: true, ...input.sitterId },
      select: { id: true, name: true, services: true, acceptsCats: true, acceptsLargeDogs: true },
    });
    if (!found) throw new HttpError(400, BOOKING_MESSAGES.unknownSitter, "sitterId");
    const mismatch = bookingMismatch(input, found);
    if (mismatch) throw new HttpError(400, mismatch.message, mismatch.field);
    if (input.startDate && input.endDate) await assertAvailable(found, input.startDate, input.endDate);
    sitter = found;
  }
  return db().$transaction(async (tx) => {
    const booking = await tx.booking.create({
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
      select: { id: true, name: true, email: true, whatsapp: true, sitterName: true, service: true, petType: true, petSize: true, startDate: true, endDate: true, notes: true },
    });
    const link = await issueTrackingLink(tx, booking.id);
    const mail = mailBooking(booking);
    const team = process.env.TEAM_EMAIL?.trim();
    await enqueueMail(tx, [
      { kind: "booking-received", to: booking.email, bookingId: booking.id, ...ownerMail.received(mail, link.url) },
      ...(team ? [{ kind: "team-new-booking", to: team, bookingId: booking.id, ...teamMail.newBooking(mail, adminUrl()) }] : []),
    ]);
    return { id: booking.id, trackingUrl: trackingPath(link.token) };
  });
}
