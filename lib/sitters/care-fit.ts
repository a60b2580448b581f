import type { SitterSource } from "./types";

export const CARE_FIT_MESSAGES = {
  cats: "Este cuidador no recibe gatos. Elige otro cuidador en la búsqueda.",
  largeDogs: "Este cuidador no recibe perros grandes. Elige otro cuidador en la búsqueda.",
  service: "Este cuidador no ofrece ese servicio. Elige uno de sus servicios u otro cuidador en la búsqueda.",
} as const;

/** Whether the sitter takes this pet (cats, large dogs); the form says so before anything is sent. */
export function careMismatch(
  pet: { petType?: string; petSize?: string },
  sitter: Pick<SitterSource, "acceptsCats" | "acceptsLargeDogs">,
): { field: "petType" | "petSize"; message: string } | null {
  if (pet.petType === "CAT" && !sitter.acceptsCats) return { field: "petType", message: CARE_FIT_MESSAGES.cats };
  if (pet.petType === "DOG" && pet.petSize === "LARGE" && !sitter.acceptsLargeDogs)
    return { field: "petSize", message: CARE_FIT_MESSAGES.largeDogs };
  return null;
}

/** careMismatch, and a service the sitter does not offer: the server's check of a whole booking request. */
export function bookingMismatch(
  booking: { service?: string; petType?: string; petSize?: string },
  sitter: Pick<SitterSource, "acceptsCats" | "acceptsLargeDogs" | "services">,
): { field: "service" | "petType" | "petSize"; message: string } | null {
  if (booking.service && !(sitter.services as readonly string[]).includes(booking.service))
    return { field: "service", message: CARE_FIT_MESSAGES.service };
  return careMismatch(booking, sitter);
}
