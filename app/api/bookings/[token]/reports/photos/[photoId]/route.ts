import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reportPhotoForOwner } from "@/lib/bookings/owner/owner";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";

// GET /api/bookings/{token}/reports/photos/{photoId} – a report photo, only through the owner's link.
export const GET = route({ rateLimit: { bucket: "tracking", limit: () => 120 }, booking: BOOKING_FOR.owner }, async ({ params, booking }) => {
  const bytes = await reportPhotoForOwner(booking, params.photoId);
  return bytes ? privateFileResponse({ bytes, fileType: "image/webp", fileName: "parte.webp" }) : fail(404, "No encontramos esa foto.");
});
