import { BOOKING_FOR } from "@/lib/bookings/loop";
import { updateBooking } from "@/lib/bookings/team/pipeline";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { updateBookingSchema } from "@/lib/bookings/team/pipeline-schema";

// PATCH /api/admin/bookings/{id} – moves a booking along the pipeline and/or sets its internal note.
export const PATCH = route({ auth: "admin", body: updateBookingSchema, booking: BOOKING_FOR.team }, async ({ body, booking }) =>
  json({ ok: true, booking: await updateBooking(booking, body) }),
);
