import { LOOP_MAILS, LOOP_WHATSAPP, withAddenda, type Addendum, type MailText, type WhatsappNotice } from "@/lib/bookings/core/mails";
import { LOOP_GUARDS, type EffectName, type MarkName } from "@/lib/bookings/core/process";
import type { SheetParts } from "@/lib/bookings/core/sheet-parts";
import { COMMITMENT_LENDS, COMMITMENT_MARKS } from "@/lib/bookings/commitments/commitment-texts";
import { MEET_LENDS } from "@/lib/bookings/meet/meet-texts";
import { PET_FILE_LENDS } from "@/lib/bookings/pet-file/pet-file-texts";
import { PLAN_B_EFFECTS, PLAN_B_LENDS } from "@/lib/bookings/plan-b/plan-b-texts";
import { PROBLEM_LENDS } from "@/lib/bookings/problems/problem-texts";
import { REVIEW_LENDS } from "@/lib/bookings/reviews/review-texts";
import { STAY_LENDS } from "@/lib/bookings/stay/stay-texts";

// The features' words for the booking sheet, joined: the guards and texts (e-mails, WhatsApp templates, paragraphs
// in the loop's texts) each feature lends, and what its effects and marks do, pure (no database), so the sheet's
// table (npm run sheet) and the tests read them as the mover does. lib/bookings/features.ts fits them with the
// features' loaders, effects and jobs; its SheetParts type fails the build when a row names a guard or a text no one
// lends, and the types below when a row names an effect or a mark no one describes.

/** Each loop text's paragraphs, from every feature that adds to it. */
function joinAddenda(...lends: Partial<Record<string, Addendum>>[]): Record<string, readonly Addendum[]> {
  const joined: Record<string, Addendum[]> = {};
  for (const lend of lends) for (const [key, addendum] of Object.entries(lend)) if (addendum) (joined[key] ??= []).push(addendum);
  return joined;
}

export const LENT = {
  guards: { ...MEET_LENDS.guards, ...PLAN_B_LENDS.guards, ...STAY_LENDS.guards },
  mails: { ...MEET_LENDS.mails, ...PLAN_B_LENDS.mails, ...STAY_LENDS.mails, ...REVIEW_LENDS.mails, ...COMMITMENT_LENDS.mails, ...PROBLEM_LENDS.mails },
  addenda: joinAddenda(PET_FILE_LENDS.addenda, COMMITMENT_LENDS.addenda),
  whatsapp: { ...MEET_LENDS.whatsapp, ...PLAN_B_LENDS.whatsapp, ...STAY_LENDS.whatsapp, ...REVIEW_LENDS.whatsapp },
} satisfies Pick<SheetParts, "guards" | "mails" | "addenda" | "whatsapp">;

/** What each effect a row names does, as the sheet doc reads it (the feature applies it: SheetParts `effects`). */
export const EFFECTS = { ...PLAN_B_EFFECTS } satisfies Record<EffectName, { says: string }>;
/** What each mark a row names leaves on a side's record, as the sheet doc reads it. */
export const MARKS = { ...COMMITMENT_MARKS } satisfies Record<MarkName, { says: string }>;

/** Every guard the sheet's rows may name: the loop's and the features'. */
export const GUARDS = { ...LOOP_GUARDS, ...LENT.guards };
const LOOP_MAILS_ADDED = Object.fromEntries(
  Object.entries(LOOP_MAILS).map(([key, text]) => [key, withAddenda(text as MailText, LENT.addenda[key])]),
) as Record<keyof typeof LOOP_MAILS, MailText>;
/** Every notice's e-mail text, by key (the outbox message's `kind`): the loop's with the features' paragraphs. */
export const BOOKING_MAILS = { ...LOOP_MAILS_ADDED, ...LENT.mails };
export type BookingMailKey = keyof typeof BOOKING_MAILS;
/** The notices that also go by WhatsApp, by their e-mail's key; docs/whatsapp.md lists them for Meta. */
export const BOOKING_WHATSAPP = { ...LOOP_WHATSAPP, ...LENT.whatsapp };

/** Which notice a WhatsApp template carries (the team's list names it as its e-mail), or null for another template. */
export function noticeOfTemplate(template: string): { mail: BookingMailKey; notice: WhatsappNotice } | null {
  const found = Object.entries(BOOKING_WHATSAPP as Record<string, WhatsappNotice>).find(([, notice]) => notice.template === template);
  return found ? { mail: found[0] as BookingMailKey, notice: found[1] } : null;
}
