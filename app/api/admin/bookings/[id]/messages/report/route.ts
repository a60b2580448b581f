import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reviewConversationReports } from "@/lib/bookings/conversation/conversation";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// DELETE /api/admin/bookings/{id}/messages/report – the team read the reported conversation: the booking leaves the top of the inbox.
export const DELETE = route({ auth: "admin", booking: BOOKING_FOR.team }, async ({ booking }) => json({ ok: true, ...(await reviewConversationReports(booking)) }));
