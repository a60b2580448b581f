import { BOOKING_FOR } from "@/lib/bookings/loop";
import { petPhotoForViewer } from "@/lib/bookings/pet-file/pet-file";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";

// GET /api/portal/bookings/{id}/pet/photo – the pet's photo, for the team and for the booking's sitter once confirmed.
export const GET = route({ auth: "user", booking: BOOKING_FOR.sitterOrTeam }, async ({ booking }) => {
  const bytes = await petPhotoForViewer(booking);
  return bytes ? privateFileResponse({ bytes, fileType: "image/webp", fileName: "mascota.webp" }) : fail(404, "Esta mascota todavía no tiene foto.");
});
