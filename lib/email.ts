/** Emails are stored trimmed and lower-cased, so uniqueness ignores case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
