import { LIMITS } from "@/lib/constants/limits";
import { randomString } from "@/lib/random-string";

// Referral codes (SPEC §9). One module for the server, which issues the codes, and the browser, which makes
// its own fallback code: Web Crypto's getRandomValues exists in both (Node ≥ 19, every browser).

// Uppercase letters and digits without the look-alikes 0/O and 1/I/L, so a code read aloud survives.
export const REFERRAL_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random referral code of 6 uppercase letters and digits, from a cryptographic source. */
export function generateReferralCode(length: number = LIMITS.referralCodeLength): string {
  return randomString(REFERRAL_ALPHABET, length);
}

/** What a referral code looks like once trimmed and upper-cased (the waitlist schema uses it too). */
export const REFERRAL_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${LIMITS.referralCodeLength}}$`);

/** A referral code, trimmed and upper-cased; null when the value is not one. Plain code, so the coming-soon
 * page can read ?ref= without loading the validation library. */
export function parseReferralCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The code of a `?ref=CODE` query string; null when absent or not a code. */
export function readReferralParam(search: string): string | null {
  return parseReferralCode(new URLSearchParams(search).get("ref"));
}

/** A person's referral link (SPEC §9): the site root with `?ref=CODE`. */
export function referralLink(origin: string, code: string): string {
  const url = new URL("/", origin);
  url.searchParams.set("ref", code);
  return url.toString();
}
