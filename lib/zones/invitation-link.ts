// An invitation's link, as pages and the browser read it: the query parameter and the token's shape.
// No database here (lib/zones/invitations.ts looks tokens up), so the search's filters and proxy.ts can use it.

export const INVITATION_PARAM = "invitacion";

/** What a token's shape can be (anything else is never looked up). */
export const isInvitationToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

/** The booking form's path an invitation opens: the zone's sitters, with the family's data filled. */
export const invitationPath = (token: string): string => `/reservar?${INVITATION_PARAM}=${encodeURIComponent(token)}`;
