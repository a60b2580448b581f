import "server-only";
import { ownerWhatsappUrl } from "@/lib/bookings/whatsapp";
import type { BookingStatusCode } from "@/lib/bookings/status";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";
import { OPERATIONS_MESSAGES } from "@/lib/bookings/pipeline-schema";

// The pilot team's bookings inbox.

const bookingSelect = {
  id: true,
  sitterId: true,
  sitterName: true,
  service: true,
  petType: true,
  petSize: true,
  startDate: true,
  endDate: true,
  name: true,
  email: true,
  whatsapp: true,
  municipality: true,
  notes: true,
  sourceUrl: true,
  status: true,
  internalNote: true,
  createdAt: true,
  sitter: { select: { slug: true } },
  statusChanges: { select: { status: true, changedAt: true, changedBy: true }, orderBy: { changedAt: "asc" as const } },
} as const;

type BookingRow = Awaited<ReturnType<typeof findBookings>>[number];
const findBookings = () => db().booking.findMany({ select: bookingSelect, orderBy: { createdAt: "desc" } });

function present(booking: BookingRow) {
  return {
    ...booking,
    // The pipeline starts with the booking itself.
    history: [{ status: "RECEIVED" as const, changedAt: booking.createdAt, changedBy: null }, ...booking.statusChanges],
    whatsappUrl: ownerWhatsappUrl(booking),
  };
}

/** Every booking request, newest first, with its status history and a WhatsApp link to the owner. */
export async function listBookings() {
  return (await findBookings()).map(present);
}

/** Moves a booking along the pipeline (recording when and by whom) and/or sets the internal note. */
export async function updateBooking(
  id: string,
  change: { status?: BookingStatusCode; internalNote?: string | null },
  adminEmail: string,
) {
  const booking = await db().$transaction(async (tx) => {
    const current = await tx.booking.findUnique({ where: { id }, select: { status: true } });
    if (!current) throw new HttpError(404, OPERATIONS_MESSAGES.bookingNotFound);
    const moves = change.status !== undefined && change.status !== current.status;
    return tx.booking.update({
      where: { id },
      data: {
        ...(moves ? { status: change.status, statusChanges: { create: { status: change.status!, changedBy: adminEmail } } } : {}),
        ...(change.internalNote !== undefined ? { internalNote: change.internalNote } : {}),
      },
      select: bookingSelect,
    });
  });
  return present(booking);
}
