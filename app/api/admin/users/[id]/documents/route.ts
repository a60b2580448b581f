import { listCaregiverDocuments } from "@/lib/admin/caregivers";
import { json } from "@/lib/http";
import { route } from "@/lib/route";

// GET /api/admin/users/{id}/documents – that caregiver's documents.
export const GET = route({ auth: "admin" }, async ({ params }) => json(await listCaregiverDocuments(params.id)));
