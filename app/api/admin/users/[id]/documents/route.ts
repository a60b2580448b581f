import { listCaregiverDocuments } from "@/lib/caregivers/accounts";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/admin/users/{id}/documents – that caregiver's documents.
export const GET = route({ auth: "admin" }, async ({ params }) => json(await listCaregiverDocuments(params.id)));
