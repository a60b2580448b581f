import { PetSize, PetType } from "@/lib/generated/prisma/enums";

// The pets we care for (SPEC §9): codes from the database schema and how people read them.

export const PET_TYPES = Object.values(PetType);
export const PET_SIZES = Object.values(PetSize);

export const PET_TYPE_LABELS: Record<PetType, string> = { DOG: "Perro", CAT: "Gato" };
/** The size with its weight range, where an owner chooses it. */
export const PET_SIZE_LABELS: Record<PetSize, string> = {
  SMALL: "Pequeño (hasta 10 kg)",
  MEDIUM: "Mediano (10 a 25 kg)",
  LARGE: "Grande (más de 25 kg)",
};
/** The size in one word, where the team reads a booking. */
export const PET_SIZE_SHORT_LABELS: Record<PetSize, string> = { SMALL: "Pequeño", MEDIUM: "Mediano", LARGE: "Grande" };
