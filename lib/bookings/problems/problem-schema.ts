import { z } from "@/lib/zod";
import { optionalText, requiredText } from "@/lib/fields";
import { filterField, listQuerySchema } from "@/lib/lists/query";
import { descriptionLength, PROBLEM_CATEGORIES, PROBLEM_LIMITS, PROBLEM_MESSAGES } from "@/lib/bookings/problems/problem-rules";

export { PROBLEM_MESSAGES };

// What the owner and the sitter send to report a problem (multipart: its text fields, 0–4 `photos`), and the team's
// answer.


/** POST /api/bookings/{token}/problems and /api/portal/bookings/{id}/problems: the text fields. */
export const problemFieldsSchema = z.object({
  category: z.enum(PROBLEM_CATEGORIES, PROBLEM_MESSAGES.category),
  description: requiredText(PROBLEM_LIMITS.description, PROBLEM_MESSAGES.descriptionRequired, PROBLEM_MESSAGES.descriptionLong).refine(
    (text) => descriptionLength(text) >= PROBLEM_LIMITS.descriptionMin,
    PROBLEM_MESSAGES.descriptionShort,
  ),
});
export type ProblemFields = z.output<typeof problemFieldsSchema>;

/** PATCH /api/admin/problems/{id}: a problem resolved carries the team's answer, which both sides read. */
export const problemUpdateSchema = z
  .object({
    status: z.enum(["IN_REVIEW", "RESOLVED"], PROBLEM_MESSAGES.status),
    resolution: optionalText(PROBLEM_LIMITS.resolution, PROBLEM_MESSAGES.resolutionLong),
  })
  .refine((change) => change.status !== "RESOLVED" || Boolean(change.resolution), { message: PROBLEM_MESSAGES.resolutionRequired, path: ["resolution"] });
export type ProblemUpdate = z.output<typeof problemUpdateSchema>;

/** GET /api/admin/problems?pagina=&q=&estado=&categoria= – a page of the team's problems. */
export const problemListSchema = listQuerySchema({
  estado: filterField(["OPEN", "IN_REVIEW", "RESOLVED"], PROBLEM_MESSAGES.invalidStatus),
  categoria: filterField(PROBLEM_CATEGORIES, PROBLEM_MESSAGES.invalidCategory),
});
