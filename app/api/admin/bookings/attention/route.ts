import { bookingsNeedingAction } from "@/lib/bookings/pipeline";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/bookings/attention – { ok, received, unanswered }: new requests, and those waiting over 24 h.
export const GET = route({ auth: "admin" }, async () => json({ ok: true, ...(await bookingsNeedingAction()) }));
