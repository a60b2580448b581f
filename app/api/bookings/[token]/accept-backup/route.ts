import { BOOKING_FOR } from "@/lib/bookings/loop";
import { acceptBackup } from "@/lib/bookings/owner/owner";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { deliverSoon } from "@/lib/mail/outbox";

// POST /api/bookings/{token}/accept-backup – after the sitter cancelled, the owner moves the booking to its Plan B (409 when not possible).
export const POST = route({ rateLimit: { bucket: "tracking-accept-backup", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ booking }) => {
  const result = await acceptBackup(booking);
  deliverSoon();
  return json({ ok: true, ...result });
});
