import { updateBooking } from "@/lib/bookings/pipeline";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { updateBookingSchema } from "@/lib/bookings/pipeline-schema";

// PATCH /api/admin/bookings/{id} – moves a booking along the pipeline and/or sets its internal note.
export const PATCH = route({ auth: "admin", body: updateBookingSchema }, async ({ params, body, session }) =>
  json({ ok: true, booking: await updateBooking(params.id, body, session.user) }),
);
