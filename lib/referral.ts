import { randomInt } from "node:crypto";
import { LIMITS } from "@/lib/constants";

// Uppercase letters and digits without the look-alikes 0/O and 1/I/L, so a code read aloud survives.
export const REFERRAL_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random referral code of 6 uppercase letters and digits (SPEC §9), from a cryptographic source. */
export function generateReferralCode(length: number = LIMITS.referralCodeLength): string {
  let code = "";
  for (let i = 0; i < length; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}
