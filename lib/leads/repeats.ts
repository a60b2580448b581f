import { formatCountOf } from "@/lib/format/text";
import { formatDateTimeShort } from "@/lib/format/dates";

// What the team reads about sign-ups repeated with an e-mail already on a list (they change nothing in the entry).

/** "Se registró de nuevo 1 vez (la última: 23/11/2026 14:30)", or "" when it never happened. */
export function repeatSignupNote(lead: { repeatSignups: number; lastRepeatAt: Date | string | null }): string {
  if (!lead.repeatSignups) return "";
  const times = formatCountOf(lead.repeatSignups, "vez", "veces");
  return `Se registró de nuevo ${times}${lead.lastRepeatAt ? ` (la última: ${formatDateTimeShort(lead.lastRepeatAt)})` : ""}`;
}
