import { petFileForSitter } from "@/lib/bookings/pet-file";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/portal/bookings/{id}/pet – the pet's file for the booking's sitter, once confirmed (404 otherwise).
export const GET = route({ auth: "user" }, async ({ params, session }) =>
  json({ ok: true, pet: await petFileForSitter(session.user.id, params.id) }, { headers: { "Cache-Control": "private, no-store" } }),
);
