import { z } from "@/lib/zod";
import { optionalText, requiredText } from "@/lib/fields";
import { parseDateTime } from "@/lib/dates";
import { MEET_MESSAGES } from "@/lib/bookings/meet/meet-rules";

// What the team, the sitter and the owner send about a meet & greet.

export const MEET_PLACES = ["SITTER_HOME", "OWNER_HOME", "VIDEO", "PUBLIC_PLACE"] as const;
export const MEET_OUTCOMES = ["GOOD", "NOT_A_MATCH"] as const;

/** Where a meeting at a home is: colonia and street required, a reference (what is nearby) optional. */
export const meetAddressSchema = z.object(
  {
    colonia: requiredText(120, MEET_MESSAGES.coloniaRequired, MEET_MESSAGES.coloniaLong),
    street: requiredText(200, MEET_MESSAGES.streetRequired, MEET_MESSAGES.streetLong),
    reference: optionalText(300, MEET_MESSAGES.referenceLong),
  },
  MEET_MESSAGES.address,
);

/** POST /api/admin|portal/bookings/{id}/meet – `at`: "2026-12-01T10:30" (El Salvador time) or ISO with an offset. */
export const proposeMeetSchema = z.object({
  at: z
    .string(MEET_MESSAGES.atInvalid)
    .trim()
    .transform((value, ctx) => {
      const date = parseDateTime(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: MEET_MESSAGES.atInvalid });
        return z.NEVER;
      }
      return date;
    }),
  place: z.enum(MEET_PLACES, MEET_MESSAGES.place),
  note: optionalText(500, MEET_MESSAGES.noteLong),
  /** The sitter's address, for a meeting at their home (asked of the sitter; shared once the owner confirms). */
  address: meetAddressSchema.optional(),
});
export type ProposeMeetInput = z.output<typeof proposeMeetSchema>;

/** POST /api/bookings/{token}/meet/confirm – `address`: the owner's, for a meeting at their home (required then). */
export const confirmMeetSchema = z.object({ address: meetAddressSchema.optional() });

/** POST /api/bookings/{token}/meet/decline – the owner asks for another time, saying why. */
export const declineMeetSchema = z.object({ reason: requiredText(500, MEET_MESSAGES.reasonRequired, MEET_MESSAGES.reasonLong) });

/** POST /api/bookings/{token}/meet/outcome and /api/portal/bookings/{id}/meet/outcome. */
export const meetOutcomeSchema = z.object({ outcome: z.enum(MEET_OUTCOMES, MEET_MESSAGES.outcome) });

/** POST /api/bookings/{token}/meet/waive – the owner says why they need no meeting. */
export const waiveMeetSchema = z.object({ reason: requiredText(500, MEET_MESSAGES.waiveReason, MEET_MESSAGES.reasonLong) });
