import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { listProfileChanges } from "@/lib/sitters/profile-changes";

// GET /api/admin/profile-changes – caregivers' proposed profile changes, pending first, beside the public values.
export const GET = route({ auth: "admin" }, async () => json(await listProfileChanges()));
