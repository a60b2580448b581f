import { BOOKING_FOR } from "@/lib/bookings/loop";
import { petFileForOwner, savePetFile } from "@/lib/bookings/pet-file/pet-file";
import { petFileSchema } from "@/lib/bookings/pet-file/pet-file-schema";
import { json } from "@/lib/http/handler";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";

const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /api/bookings/{token}/pet – the pet's file as the owner filled it (`pet: null` until then).
export const GET = route({ rateLimit: { bucket: "tracking", limit: () => 120 }, booking: BOOKING_FOR.owner }, async ({ booking }) =>
  json({ ok: true, pet: await petFileForOwner(booking) }, { headers: PRIVATE }),
);

// PUT /api/bookings/{token}/pet – fills or replaces the pet's file (409 once the stay ended or the request closed).
export const PUT = route({ body: petFileSchema, rateLimit: { bucket: "tracking-pet", limit: publicFormLimit }, booking: BOOKING_FOR.owner }, async ({ body, booking }) =>
  json({ ok: true, pet: await savePetFile(booking, body) }, { headers: PRIVATE }),
);
