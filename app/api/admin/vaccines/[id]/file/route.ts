import { vaccineCardFile } from "@/lib/bookings/pet-file/pet-file";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { privateFileResponse } from "@/lib/files/serve";

// GET /api/admin/vaccines/{id}/file – a pet's vaccination card, for the team.
export const GET = route({ auth: "admin" }, async ({ params }) => {
  const file = await vaccineCardFile(params.id);
  return file ? privateFileResponse(file) : fail(404, "No encontramos ese archivo.");
});
