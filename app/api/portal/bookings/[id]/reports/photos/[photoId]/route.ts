import { BOOKING_FOR } from "@/lib/bookings/loop";
import { reportPhotoForViewer } from "@/lib/bookings/stay/reports";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";

// GET /api/portal/bookings/{id}/reports/photos/{photoId} – a report photo, for the booking's sitter and the team.
export const GET = route({ auth: "user", booking: BOOKING_FOR.sitterOrTeam }, async ({ params, booking }) => {
  const bytes = await reportPhotoForViewer(booking, params.photoId);
  return bytes ? privateFileResponse({ bytes, fileType: "image/webp", fileName: "parte.webp" }) : fail(404, "No encontramos esa foto.");
});
