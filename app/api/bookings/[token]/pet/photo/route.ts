import { BOOKING_FOR } from "@/lib/bookings/loop";
import { PET_FILE_UPLOAD, petFileUploader, petPhotoForOwner, setPetPhoto } from "@/lib/bookings/pet-file/pet-file";
import { clientKey } from "@/lib/http/client-key";
import { fail, json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";
import { readUploadedFile } from "@/lib/files/uploads";

// GET /api/bookings/{token}/pet/photo – the pet's photo, only through the owner's link.
export const GET = route({ rateLimit: { bucket: "tracking", limit: () => 120 }, booking: BOOKING_FOR.owner }, async ({ booking }) => {
  const bytes = await petPhotoForOwner(booking);
  return bytes ? privateFileResponse({ bytes, fileType: "image/webp", fileName: "mascota.webp" }) : fail(404, "Tu mascota todavía no tiene foto.");
});

// POST /api/bookings/{token}/pet/photo – the pet's photo (multipart "file": JPG, PNG or WebP), resized and private.
export const POST = route({ upload: PET_FILE_UPLOAD, rateLimit: { bucket: "tracking-pet-photo", limit: publicFormLimit }, booking: petFileUploader }, async ({ request, booking }) => {
  const upload = await readUploadedFile(request);
  return json({ ok: true, ...(await setPetPhoto(booking, upload.bytes, clientKey(request.headers))) }, { status: 201 });
});
