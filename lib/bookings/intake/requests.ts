import { assertZoneTakesBooking } from "@/lib/zones/takes-booking";
import "server-only";
import type { RequestOrigin } from "@/lib/auth/request-origin";
import { db, inTurnOnEmbedded } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isoDateToUtc } from "@/lib/dates";
import { HttpError } from "@/lib/http/handler";
import { assertFree, availabilitySelect } from "@/lib/sitters/blocks";
import { bookingMismatch } from "@/lib/sitters/care-fit";
import { BOOKING_MESSAGES, type BookingRequest } from "@/lib/bookings/intake/request-schema";
import { askOwnerToConfirm, enqueueWhatsappNotices, noticesFor, type NoticeBooking } from "@/lib/bookings/core/notices";
import { capOwnerMail } from "@/lib/bookings/core/owner-mail-cap";
import { REQUEST_ARRIVES } from "@/lib/bookings/core/process";
import { newTrackingToken, trackingPath } from "@/lib/bookings/core/tracking";
import { newBookingId } from "@/lib/bookings/core/reference";
import { outboxRow } from "@/lib/mail/outbox";
import { insertRequest } from "@/lib/bookings/intake/insert-request";
import { getZoneStates } from "@/lib/sitters/public";
import { noneOptedInSql, recordWhatsappOptIn } from "@/lib/mail/whatsapp-consent";
import { siteOrigin } from "@/lib/site/url";

/**
 * Stores a booking request (status RECEIVED) linked to the published sitter it names, if any. What that sitter
 * does not take (a service they do not offer, a cat, a large dog), or a day they are not free, is refused here
 * too, naming the field. Written with it: the owner's tracking links, their "we received it" e-mail and the
 * team's, in the outbox.
 */
export function createBooking(input: BookingRequest, origin: RequestOrigin, copyPetFile: PetFileCopier): Promise<{ id: string; trackingUrl: string }> {
  return inTurnOnEmbedded(() => storeBooking(input, origin, copyPetFile));
}

/**
 * "Reservar de nuevo" copies an earlier booking's pet file (`petFileFrom`, the token that opens it) under the new
 * booking's id: the pet file's own feature does it, handed in by the view that composes both (lib/bookings/owner/request.ts);
 * null when the token opens no booking with a file (400).
 */
export type PetFileCopier = (token: string, newBookingId: string) => Promise<Omit<Prisma.PetFileUncheckedCreateInput, "bookingId"> | null>;

async function copyOrRefuse(copyPetFile: PetFileCopier, token: string, bookingId: string) {
  const pet = await copyPetFile(token, bookingId);
  if (!pet) throw new HttpError(400, BOOKING_MESSAGES.petFileFrom, "petFileFrom");
  return pet;
}

async function storeBooking(input: BookingRequest, origin: RequestOrigin, copyPetFile: PetFileCopier): Promise<{ id: string; trackingUrl: string }> {
  let sitter: { id: number; name: string; whatsapp: string | null; userId: string | null } | null = null;
  if (input.sitterId) {
    // One query: the sitter, and whether a block or a confirmed stay falls on the asked days; beside it the zones'
    // states, which the zone check reads, as the public pages do (Next's data cache, expired when a zone changes).
    const dates = input.startDate && input.endDate ? availabilitySelect(input.startDate, input.endDate) : null;
    const [found, states] = await Promise.all([
      db().sitter.findFirst({
        where: { published: true, ...input.sitterId },
        select: { id: true, name: true, whatsapp: true, department: true, municipality: true, services: true, acceptsCats: true, acceptsLargeDogs: true, userId: true, ...dates },
      }),
      getZoneStates(),
    ]);
    if (!found) throw new HttpError(400, BOOKING_MESSAGES.unknownSitter, "sitterId");
    // A zone not open to this family: 409, unless the request carries that zone's invitation, sent by
    // the family it was sent to.
    await assertZoneTakesBooking(found, input, states);
    const mismatch = bookingMismatch(input, found);
    if (mismatch) throw new HttpError(400, mismatch.message, mismatch.field);
    if ("_count" in found) assertFree(found);
    sitter = found;
  }
  // The id is made here because the e-mails name the booking's reference.
  const booking = {
    id: newBookingId(),
    sitterName: sitter?.name ?? input.sitterName ?? null,
    service: input.service ?? null,
    petType: input.petType ?? null,
    petSize: input.petSize ?? null,
    startDate: input.startDate ? isoDateToUtc(input.startDate) : null,
    endDate: input.endDate ? isoDateToUtc(input.endDate) : null,
    name: input.ownerName,
    email: input.ownerEmail,
    whatsapp: input.ownerWhatsapp,
    notes: input.notes ?? null,
  };
  // Two links to the same page: the answer's (shown on /exito) and the e-mail's. Only opening the e-mailed one
  // shows that the address reads our mail (owner-mail-cap.ts); whoever sent the form already holds the first.
  const shown = newTrackingToken();
  const mailed = newTrackingToken();
  const context = { from: null, reason: null, trackingUrl: `${siteOrigin()}${trackingPath(mailed.token)}` };
  // The sheet's first row says who hears of a new request (the owner, the team, the sitter's account): the
  // sitter's account's address is read first when there is one.
  const tell = async () => {
    const sitterEmail = sitter?.userId ? ((await db().user.findUnique({ where: { id: sitter.userId }, select: { email: true } }))?.email ?? null) : null;
    const told: NoticeBooking = { ...booking, sitterEmail, sitterWhatsapp: sitter?.whatsapp ?? null, sitterListed: sitter !== null };
    return { told, drafts: noticesFor(REQUEST_ARRIVES, told, context) };
  };
  // Beside it (on PostgreSQL at the same time): "Reservar de nuevo" may copy an earlier booking's pet file (its
  // photo is copied first, under this booking's id).
  const [{ told, drafts }, pet] = await Promise.all([tell(), input.petFileFrom ? copyOrRefuse(copyPetFile, input.petFileFrom, booking.id) : null]);
  const links = [{ hash: shown.hash, sentTo: null }, { hash: mailed.hash, sentTo: booking.email }];
  const columns = {
    ...booking,
    sitterId: sitter?.id ?? null,
    municipality: input.municipio,
    sourceUrl: input.sourceUrl ?? null,
    // Where it came from: a sitter's own requests stay out of their public record.
    requestDeviceUserId: origin.deviceUserId,
    requestClient: origin.client,
  };
  const row = { ...columns, startDate: input.startDate ?? null, endDate: input.endDate ?? null };
  // Nothing to write but the booking, its links and its e-mails (the owner's capped) while neither number has
  // WhatsApp notices on (read in the same statement): one statement (insert-request.ts).
  const plain = !pet && !input.whatsappOptIn && (await insertRequest(row, links, drafts, noneOptedInSql([booking.whatsapp, sitter?.whatsapp])));
  if (!plain) {
    // The cap only marks e-mails as not sent: the request itself is never lost to it.
    const mails = await capOwnerMail(db(), drafts, booking.email);
    // The booking, its links and its e-mails are one nested create; with it, in the same transaction, the number's
    // consent when the box was ticked — a number not proven yet gets its confirmation instead of notices —
    // and the WhatsApp notices of the numbers that are on.
    await db().$transaction(async (tx) => {
      await tx.booking.create({
        data: {
          ...columns,
          links: { create: links },
          outbox: { create: mails.map(outboxRow) },
          ...(pet ? { pet: { create: pet } } : {}),
        },
        select: { id: true },
      });
      if (input.whatsappOptIn && (await recordWhatsappOptIn(tx, booking.whatsapp, "reservation")) === "waiting") await askOwnerToConfirm(tx, booking);
      await enqueueWhatsappNotices(tx, REQUEST_ARRIVES, told, context);
    });
  }
  return { id: booking.id, trackingUrl: trackingPath(shown.token) };
}
