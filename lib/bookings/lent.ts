import { LOOP_MAILS, LOOP_WHATSAPP, type WhatsappNotice } from "@/lib/bookings/core/mails";
import { LOOP_GUARDS } from "@/lib/bookings/core/process";
import type { SheetParts } from "@/lib/bookings/core/sheet-parts";
import { COMMITMENT_LENDS } from "@/lib/bookings/commitments/commitment-texts";
import { MEET_LENDS } from "@/lib/bookings/meet/meet-texts";
import { PLAN_B_LENDS } from "@/lib/bookings/plan-b/plan-b-texts";
import { PROBLEM_LENDS } from "@/lib/bookings/problems/problem-texts";
import { REVIEW_LENDS } from "@/lib/bookings/reviews/review-texts";
import { STAY_LENDS } from "@/lib/bookings/stay/stay-texts";

// The features' words for the booking sheet, joined: the guards and texts (e-mails, WhatsApp templates) each feature
// lends, pure (no database), so the sheet's table (npm run sheet) and the tests read them as the mover does.
// lib/bookings/features.ts fits them with the features' loaders, effects and jobs; its SheetParts type fails the
// build when a row names a guard or a text no one lends.

export const LENT = {
  guards: { ...MEET_LENDS.guards, ...PLAN_B_LENDS.guards },
  mails: { ...MEET_LENDS.mails, ...PLAN_B_LENDS.mails, ...STAY_LENDS.mails, ...REVIEW_LENDS.mails, ...COMMITMENT_LENDS.mails, ...PROBLEM_LENDS.mails },
  whatsapp: { ...MEET_LENDS.whatsapp, ...PLAN_B_LENDS.whatsapp, ...STAY_LENDS.whatsapp, ...REVIEW_LENDS.whatsapp },
} satisfies Pick<SheetParts, "guards" | "mails" | "whatsapp">;

/** Every guard the sheet's rows may name: the loop's and the features'. */
export const GUARDS = { ...LOOP_GUARDS, ...LENT.guards };
/** Every notice's e-mail text, by key (the outbox message's `kind`). */
export const BOOKING_MAILS = { ...LOOP_MAILS, ...LENT.mails };
export type BookingMailKey = keyof typeof BOOKING_MAILS;
/** The notices that also go by WhatsApp, by their e-mail's key; docs/whatsapp.md lists them for Meta. */
export const BOOKING_WHATSAPP = { ...LOOP_WHATSAPP, ...LENT.whatsapp };

/** Which notice a WhatsApp template carries (the team's list names it as its e-mail), or null for another template. */
export function noticeOfTemplate(template: string): { mail: BookingMailKey; notice: WhatsappNotice } | null {
  const found = Object.entries(BOOKING_WHATSAPP as Record<string, WhatsappNotice>).find(([, notice]) => notice.template === template);
  return found ? { mail: found[0] as BookingMailKey, notice: found[1] } : null;
}
