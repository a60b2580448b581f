import type { MeetPlace } from "@/lib/generated/prisma/enums";

// Where a meet & greet happens, in words: apart from the meet's rules (./meet-rules.ts) so the pages that only name a
// place (the owner's tracking page, the portal) do not ship those rules to the browser.

export const MEET_PLACE_LABELS: Record<MeetPlace, string> = {
  SITTER_HOME: "En casa del cuidador",
  OWNER_HOME: "En tu casa",
  VIDEO: "Por videollamada",
  PUBLIC_PLACE: "En un lugar público",
};
/** The same places as the sitter and the team read them. */
export const MEET_PLACE_LABELS_STAFF: Record<MeetPlace, string> = { ...MEET_PLACE_LABELS, OWNER_HOME: "En casa del dueño" };
