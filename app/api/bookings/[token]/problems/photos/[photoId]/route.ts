import { BOOKING_FOR } from "@/lib/bookings/loop";
import { problemPhotoFor } from "@/lib/bookings/problems/problems";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";

// GET /api/bookings/{token}/problems/photos/{photoId} – a problem's photo, only through the owner's link.
export const GET = route({ rateLimit: { bucket: "tracking", limit: () => 120 }, booking: BOOKING_FOR.owner }, async ({ params, booking }) => {
  const bytes = await problemPhotoFor(booking, params.photoId);
  return bytes ? privateFileResponse({ bytes, fileType: "image/webp", fileName: "problema.webp" }) : fail(404, "No encontramos esa foto.");
});
