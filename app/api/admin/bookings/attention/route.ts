import { bookingsNeedingAction } from "@/lib/bookings/team/pipeline";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/attention – { ok, received, unanswered, marksToReview }: new requests, those waiting over 24 h (one
// past its 72 h is not counted, even before a timer run writes it expired), and the record marks the team has not reviewed.
// A read: it moves, writes and sends nothing; the dashboard catches the timers up with POST /api/admin/bookings/timers
// when it opens.
export const GET = route({ auth: "admin" }, async () => json({ ok: true, ...(await bookingsNeedingAction()) }));
