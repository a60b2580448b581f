import { listSitterRequests } from "@/lib/bookings/sitter/sitter-requests";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";

// GET /api/portal/bookings – the requests addressed to the caregiver's public profile, newest first.
export const GET = route({ auth: "user" }, async ({ session }) => json(await listSitterRequests(session.user)));
