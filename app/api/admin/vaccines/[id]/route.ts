import { setVaccineVerified } from "@/lib/bookings/pet-file/pet-file";
import { verifyVaccineSchema } from "@/lib/bookings/pet-file/pet-file-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// PATCH /api/admin/vaccines/{id} – verifies a pet's vaccination card or takes the verification back.
export const PATCH = route({ auth: "admin", body: verifyVaccineSchema }, async ({ params, body, session }) =>
  json({ ok: true, card: await setVaccineVerified(params.id, body, session.user.email) }),
);
