import { addVaccineCard, PET_FILE_UPLOAD, petFileUploader } from "@/lib/bookings/pet-file/pet-file";
import { clientKey } from "@/lib/http/client-key";
import { vaccineExpirySchema } from "@/lib/bookings/pet-file/pet-file-schema";
import { fail, json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { readUploadedFile } from "@/lib/files/uploads";

// POST /api/bookings/{token}/pet/vaccines – the pet's vaccination card (multipart "file": PDF, JPG or PNG; field
// "expiresOn": YYYY-MM-DD). The team verifies it.
export const POST = route({ upload: PET_FILE_UPLOAD, rateLimit: { bucket: "tracking-vaccines", limit: publicFormLimit }, booking: petFileUploader }, async ({ request, booking }) => {
  const upload = await readUploadedFile(request);
  const expiry = vaccineExpirySchema.safeParse({ expiresOn: upload.fields.expiresOn });
  if (!expiry.success) return fail(400, expiry.error.issues[0].message, undefined, "expiresOn");
  return json({ ok: true, card: await addVaccineCard(booking, upload, expiry.data.expiresOn, clientKey(request.headers)) }, { status: 201 });
});
