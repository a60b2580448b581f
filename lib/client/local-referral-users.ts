import "client-only";
import type { PetType } from "@/lib/generated/prisma/enums";

// SPEC §3 "Local referral user": each waitlist sign-up made in this browser, kept in localStorage under the
// users key. It is the pet-owner lead's local tracking step (SPEC §7); nothing reads it back from the network.

export const LOCAL_USERS_KEY = "users";
/** Older entries are dropped beyond this many, so the browser does not keep contact details without end. */
export const LOCAL_USERS_MAX = 20;

export type LocalReferralUser = {
  type: "provider" | "pet_owner";
  name: string;
  whatsapp: string;
  email: string;
  motivation?: string;
  petType?: PetType;
  consent: boolean;
  /** 6 uppercase letters and digits (the server's code for a pet owner). */
  referralCode: string;
  referredBy: string | null;
  /** ISO 8601. */
  registeredAt: string;
};

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/** The stored entries; an unreadable or foreign value counts as none. */
export function readLocalReferralUsers(storage: Storage | null = browserStorage()): LocalReferralUser[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(LOCAL_USERS_KEY) ?? "[]");
    return Array.isArray(value) ? (value as LocalReferralUser[]) : [];
  } catch {
    return [];
  }
}

/** Adds the entry, replacing an earlier one of the same kind and e-mail. Never throws: it is best effort. */
export function saveLocalReferralUser(user: LocalReferralUser, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  const others = readLocalReferralUsers(storage).filter((entry) => !(entry?.type === user.type && entry?.email === user.email));
  try {
    storage.setItem(LOCAL_USERS_KEY, JSON.stringify([...others, user].slice(-LOCAL_USERS_MAX)));
  } catch {
    // Quota exceeded or storage refused: the sign-up itself already succeeded on the server.
  }
}
