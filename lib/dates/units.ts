// Lengths of time in milliseconds, and El Salvador's distance from UTC: one definition for every concept.

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** El Salvador's clock is UTC−6 all year: the IANA zone has had no other offset since 1988 (a test checks it). */
export const EL_SALVADOR_OFFSET_MS = 6 * HOUR_MS;
