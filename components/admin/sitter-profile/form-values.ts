import type { FieldError, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { AdminSitter } from "@/lib/client/admin-api";
import { DEPARTMENTS, type Department } from "@/lib/constants";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";
import type { sitterProfileSchema } from "@/lib/sitters/profile-schema";

// The sitter profile form's values: what the dialog starts from, and how its parts read their errors.

export type ProfileFormInput = z.input<typeof sitterProfileSchema>;
export type ProfileFormOutput = z.output<typeof sitterProfileSchema>;
export type ProfileForm = UseFormReturn<ProfileFormInput, unknown, ProfileFormOutput>;

const EMPTY_PROFILE: Partial<ProfileFormInput> = {
  slug: "",
  name: "",
  municipality: "",
  services: [],
  walkPriceUSD: null,
  daycarePriceUSD: null,
  boardingPriceUSD: null,
  acceptsCats: true,
  acceptsLargeDogs: true,
  hideSuperSitter: false,
  bio: "",
  home: "",
  badges: [],
  whatsapp: "",
  avatar: null,
  gallery: [],
  published: false,
  userId: null,
};

/** A new profile's empty form, or an existing profile as the form edits it. */
export function initialValues(sitter?: AdminSitter): Partial<ProfileFormInput> {
  if (!sitter) return EMPTY_PROFILE;
  return {
    slug: sitter.slug,
    name: sitter.name,
    department: (DEPARTMENTS as readonly string[]).includes(sitter.department) ? (sitter.department as Department) : undefined,
    municipality: sitter.municipality,
    services: sitter.services,
    walkPriceUSD: sitter.walkPriceUSD,
    daycarePriceUSD: sitter.daycarePriceUSD,
    boardingPriceUSD: sitter.boardingPriceUSD,
    acceptsCats: sitter.acceptsCats,
    acceptsLargeDogs: sitter.acceptsLargeDogs,
    hideSuperSitter: sitter.hideSuperSitter,
    bio: sitter.bio,
    home: sitter.home ?? "",
    badges: sitter.badges,
    whatsapp: sitter.whatsapp ? formatWhatsapp(`+${sitter.whatsapp}`) : "",
    avatar: sitter.avatar,
    gallery: sitter.gallery,
    published: sitter.published,
    userId: sitter.userId,
  };
}

/** The first message in a field's errors (an array field keeps its items' errors inside). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const message = (error as FieldError).message;
  if (typeof message === "string") return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
