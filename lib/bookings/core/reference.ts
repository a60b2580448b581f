// A booking's short reference: what the owner sees on /exito and in WhatsApp, and the team finds in the inbox.

/** The last six characters of the booking's random id, in capitals ("K3P9XQ"). */
export function bookingReference(id: string): string {
  return id.slice(-6).toUpperCase();
}

/** A reference as read back from a URL: six letters or digits, else nothing. */
export function parseBookingReference(value: string | undefined): string | undefined {
  const upper = value?.trim().toUpperCase();
  return upper && /^[A-Z0-9]{6}$/.test(upper) ? upper : undefined;
}
