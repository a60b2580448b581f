import { json } from "@/lib/http/handler";
import { saveProviderLead } from "@/lib/leads/signups";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { route } from "@/lib/api/route";
import { providerLeadSchema } from "@/lib/leads/schemas";

// POST /api/provider-leads – the caregiver waitlist of the coming-soon page.
export const POST = route(
  {
    body: providerLeadSchema,
    rateLimit: { bucket: "provider-leads", limit: publicFormLimit },
    honeypot: () => ({ ok: true }),
  },
  async ({ body }) => {
    await saveProviderLead(body);
    return json({ ok: true }, { status: 201 });
  },
);
