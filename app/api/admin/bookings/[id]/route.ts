import { updateBooking } from "@/lib/admin/bookings";
import { json } from "@/lib/http";
import { route } from "@/lib/route";
import { updateBookingSchema } from "@/lib/validation/operations";

// PATCH /api/admin/bookings/{id} – moves a booking along the pipeline and/or sets its internal note.
export const PATCH = route({ auth: "admin", body: updateBookingSchema }, async ({ params, body, session }) =>
  json({ ok: true, booking: await updateBooking(params.id, body, session.user.email) }),
);
