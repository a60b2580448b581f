import { z } from "@/lib/zod";
import { AVAILABILITY_MESSAGES } from "@/lib/sitters/availability";

/** PUT /api/portal/availability – inclusive ranges of El Salvador days (the rules are rangesProblem's). */
export const availabilitySchema = z.object({
  blocked: z.array(z.object({ start: z.string(AVAILABILITY_MESSAGES.invalidDate), end: z.string(AVAILABILITY_MESSAGES.invalidDate) }), AVAILABILITY_MESSAGES.invalidDate),
});
