// A booking's short reference: what the owner sees on /exito and in WhatsApp, and the team finds in the inbox.
import { randomString } from "@/lib/random-string";

/**
 * What a new reference is made of: no two characters people mix up when they read it aloud or copy it from the
 * site's font (O/0, I/1/L, S/5, B/8, Z/2 all left out).
 */
export const REFERENCE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY2346789";

/**
 * A new booking's id: shaped like the database's own (cuid: "c" and 24 lower-case letters or digits), random and
 * unique, its last six characters (the reference) from REFERENCE_ALPHABET. Decoy answers use it too, so they
 * look like real ones.
 */
export function newBookingId(): string {
  return "c" + randomString("abcdefghijklmnopqrstuvwxyz0123456789", 18) + randomString(REFERENCE_ALPHABET.toLowerCase(), 6);
}

/** The last six characters of the booking's random id, in capitals ("K3P9XQ"). */
export function bookingReference(id: string): string {
  return id.slice(-6).toUpperCase();
}

/** A reference as read back from a URL: six letters or digits, else nothing. */
export function parseBookingReference(value: string | undefined): string | undefined {
  const upper = value?.trim().toUpperCase();
  return upper && /^[A-Z0-9]{6}$/.test(upper) ? upper : undefined;
}

const LOOKALIKE_DIGIT: Record<string, string> = { o: "0", i: "1", l: "1", s: "5" };

/**
 * A reference with its look-alikes read as one (O as 0, I and L as 1, S as 5), lower-case: how the inbox's search
 * text stores every booking's reference (the bookings_search_text trigger, prisma/migrations/*_reference_lookalikes,
 * does the same with translate), so an older reference is found however its O or 0 was typed.
 */
export function referenceSearchSpelling(text: string): string {
  return text.toLowerCase().replace(/[oils]/g, (c) => LOOKALIKE_DIGIT[c]);
}

/** What the team typed, as a reference's search spelling when it could be (part of) one: 3 to 6 letters or digits. */
export function referenceQuery(query: string): string | undefined {
  const text = query.trim().replace(/^ref\.?\s*/i, "");
  return /^[a-z0-9]{3,6}$/i.test(text) ? referenceSearchSpelling(text) : undefined;
}
