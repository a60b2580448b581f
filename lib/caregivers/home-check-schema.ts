import { z } from "@/lib/zod";
import { addDays, isIsoDate, todayInElSalvador } from "@/lib/dates";
import { optionalText } from "@/lib/fields";
import { HOME_CHECK_ITEMS, HOME_CHECK_KEYS, type HomeCheckItem, type HomeCheckKey } from "@/lib/sitters/home-check";

// PUT /api/admin/users/{id}/home-check: the six answers at the top level (so a 400 names the item in `field`),
// each { ok, note? }, and the day the team saw the home (default today, El Salvador).

export const HOME_CHECK_NOTE_MAX = 300;
/** How far back the day of the visit may be (an interview or a meet & greet of the last year). */
export const HOME_CHECK_MAX_AGE_DAYS = 366;

export const HOME_CHECK_MESSAGES = {
  answer: (key: HomeCheckKey) => `Responde «${HOME_CHECK_ITEMS[key].question}» con sí o no.`,
  noteTooLong: `Cada nota puede tener como máximo ${HOME_CHECK_NOTE_MAX} caracteres.`,
  invalidDate: "La fecha de la revisión no es válida.",
  future: "La fecha de la revisión no puede ser posterior a hoy.",
  tooOld: "La fecha de la revisión no puede ser de hace más de un año.",
  notCaregiver: "Solo se revisa el hogar de una cuenta de cuidador.",
  noProfile: "Esta cuenta todavía no tiene un perfil público: vincúlalo antes de revisar el hogar.",
  noBoarding: "Este cuidador no ofrece hospedaje en su perfil: la revisión del hogar es solo para hospedaje.",
} as const;

const answer = (key: HomeCheckKey) =>
  z.object(
    {
      ok: z.boolean(HOME_CHECK_MESSAGES.answer(key)),
      note: optionalText(HOME_CHECK_NOTE_MAX, HOME_CHECK_MESSAGES.noteTooLong),
    },
    HOME_CHECK_MESSAGES.answer(key),
  );

const checkedAt = z
  .string(HOME_CHECK_MESSAGES.invalidDate)
  .trim()
  .refine(isIsoDate, HOME_CHECK_MESSAGES.invalidDate)
  .refine((day) => day <= todayInElSalvador(), HOME_CHECK_MESSAGES.future)
  .refine((day) => day >= addDays(todayInElSalvador(), -HOME_CHECK_MAX_AGE_DAYS), HOME_CHECK_MESSAGES.tooOld)
  .optional();

export const homeCheckSchema = z
  .object({
    checkedAt,
    ...(Object.fromEntries(HOME_CHECK_KEYS.map((key) => [key, answer(key)])) as Record<HomeCheckKey, ReturnType<typeof answer>>),
  })
  .transform((body) => ({
    checkedAt: body.checkedAt ?? todayInElSalvador(),
    items: HOME_CHECK_KEYS.map((key): HomeCheckItem => ({ key, ok: body[key].ok, ...(body[key].note ? { note: body[key].note } : {}) })),
  }));

export type HomeCheckInput = z.input<typeof homeCheckSchema>;
export type HomeCheckChange = z.output<typeof homeCheckSchema>;
