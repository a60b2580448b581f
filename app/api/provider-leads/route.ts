import { json } from "@/lib/http";
import { saveProviderLead } from "@/lib/leads";
import { publicFormLimit } from "@/lib/rate-limit";
import { route } from "@/lib/route";
import { providerLeadSchema } from "@/lib/validation/leads";

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
