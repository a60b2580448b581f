import { BOOKING_FOR } from "@/lib/bookings/loop";
import { problemPhotoFor } from "@/lib/bookings/problems/problems";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";

// GET /api/portal/bookings/{id}/problems/photos/{photoId} – a problem's photo, for the booking's sitter and the team.
export const GET = route({ auth: "user", booking: BOOKING_FOR.sitterOrTeam }, async ({ params, booking }) => {
  const bytes = await problemPhotoFor(booking, params.photoId);
  return bytes ? privateFileResponse({ bytes, fileType: "image/webp", fileName: "problema.webp" }) : fail(404, "No encontramos esa foto.");
});
