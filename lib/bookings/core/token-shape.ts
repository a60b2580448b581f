// The shape of an owner's tracking token (lib/bookings/core/tracking.ts issues them), readable in the browser too: the
// booking form carries one when it copies from an earlier booking.

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A token as read from a URL or a form: exactly the shape we issue, else nothing (→ 404 before any query). */
export const isTrackingToken = (value: string | undefined | null): value is string => typeof value === "string" && TOKEN.test(value);
