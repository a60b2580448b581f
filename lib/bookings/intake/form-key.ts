import { REBOOK_PARAM } from "@/lib/bookings/core/tracking";
import { isTrackingToken } from "@/lib/bookings/core/token-shape";
import { parseCareDate } from "@/lib/sitters/search-filters";
import { INVITATION_PARAM, isInvitationToken } from "@/lib/zones/invitation-link";

// The booking form's plain URL (/reservar?sitter=ana-lopez&fecha=2026-12-05) shows nothing personal, so, like a
// search, it is served from a cached render of one internal path per sitter and day (/reservar/ana-lopez~2026-12-05):
// proxy.ts writes the key, the page reads it back. A query carrying a family's invitation or a "Reservar de nuevo"
// link fills in their data: it has no key and is rendered per request. The day survives only as the form would
// take it (today to 12 months ahead), so one sitter has a bounded set of keys.

/** A sitter's slug or id, as links write it: lower-case words joined by hyphens, never "~". */
const SITTER_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LONGEST_SITTER_KEY = 80;

/** Whether a query makes the form someone's own (a well-formed invitation or "Reservar de nuevo" token). */
export function isPersonalBookingQuery(params: URLSearchParams): boolean {
  return isInvitationToken(params.get(INVITATION_PARAM)) || isTrackingToken(params.get(REBOOK_PARAM)?.trim());
}

/** The cached form's key for this query, or null when the form must be rendered for this request alone. */
export function bookingFormKey(params: URLSearchParams, today?: string): string | null {
  if (isPersonalBookingQuery(params)) return null;
  const sitter = params.get("sitter")?.trim();
  // No sitter, or one no link writes: the per-request page answers (the prompt to choose one), nothing is cached.
  if (!sitter || sitter.length > LONGEST_SITTER_KEY || !SITTER_KEY.test(sitter)) return null;
  const day = parseCareDate(params.get("fecha")?.trim() || undefined, today);
  return day ? `${sitter}~${day}` : sitter;
}

/** The sitter and day a key stands for (null for anything that is not a key). */
export function bookingFormOfKey(key: string, today?: string): { sitter: string; startDate?: string } | null {
  const [sitter, day, extra] = key.split("~");
  if (!sitter || extra !== undefined || sitter.length > LONGEST_SITTER_KEY || !SITTER_KEY.test(sitter)) return null;
  return { sitter, startDate: parseCareDate(day, today) };
}
