// Log lines never carry an owner's tracking token: a token opens the booking, its pet's file and its
// reports, and logs are read by more people and tools than the database. The shape is the one lib/bookings issues
// (32 characters of base64url, lib/bookings/core/token-shape.ts): each is shortened to its first 4 characters and "…".

const TOKEN_IN_TEXT = /(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{4})[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])/g;

/** `text` with every tracking token in it shortened ("Yo2z…"). */
export const redactTokens = (text: string): string => text.replace(TOKEN_IN_TEXT, "$1…");

/** An error as a log line shows it (its stack, or itself), tokens shortened. */
export function loggedError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return redactTokens(text);
}
