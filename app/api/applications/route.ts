import { json } from "@/lib/http/handler";
import { saveApplication } from "@/lib/leads/signups";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { applicationSchema } from "@/lib/leads/schemas";

// POST /api/applications – a sitter application from /unete.
export const POST = route(
  {
    body: applicationSchema,
    rateLimit: { bucket: "applications", limit: publicFormLimit },
    honeypot: () => ({ ok: true }),
  },
  async ({ body }) => {
    await saveApplication(body);
    return json({ ok: true }, { status: 201 });
  },
);
