import { json } from "@/lib/http";
import { savePetOwnerLead } from "@/lib/leads";
import { publicFormLimit } from "@/lib/rate-limit";
import { generateReferralCode } from "@/lib/referral";
import { route } from "@/lib/route";
import { petOwnerLeadSchema } from "@/lib/validation/leads";

// POST /api/pet-owner-leads – the pet-owner waitlist; answers the person's referral code.
export const POST = route(
  {
    body: petOwnerLeadSchema,
    rateLimit: { bucket: "pet-owner-leads", limit: publicFormLimit },
    honeypot: () => ({ ok: true, referralCode: generateReferralCode() }),
  },
  async ({ body }) => json({ ok: true, ...(await savePetOwnerLead(body)) }, { status: 201 }),
);
