import { json } from "@/lib/http/handler";
import { savePetOwnerLead } from "@/lib/leads/signups";
import { publicFormLimit } from "@/lib/http/rate-limit";
import { generateReferralCode } from "@/lib/leads/referral";
import { route } from "@/lib/api/route";
import { petOwnerLeadSchema } from "@/lib/leads/schemas";

// POST /api/pet-owner-leads – the pet-owner waitlist; answers the person's referral code.
export const POST = route(
  {
    body: petOwnerLeadSchema,
    rateLimit: { bucket: "pet-owner-leads", limit: publicFormLimit },
    honeypot: () => ({ ok: true, referralCode: generateReferralCode() }),
  },
  async ({ body }) => json({ ok: true, ...(await savePetOwnerLead(body)) }, { status: 201 }),
);
