import { json } from "@/lib/http";
import { saveApplication } from "@/lib/leads";
import { publicFormLimit } from "@/lib/rate-limit";
import { route } from "@/lib/route";
import { applicationSchema } from "@/lib/validation/leads";

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
