// The pilot team's booking pipeline (SPEC names only RECEIVED; the rest is the operations issue's).

export const BOOKING_STATUSES = ["RECEIVED", "CONTACTED", "CONFIRMED", "COMPLETED", "CANCELLED"] as const;
export type BookingStatusCode = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatusCode, string> = {
  RECEIVED: "Recibida",
  CONTACTED: "Contactada",
  CONFIRMED: "Confirmada",
  COMPLETED: "Completada",
  CANCELLED: "Cancelada",
};

export const PET_TYPE_LABELS = { DOG: "Perro", CAT: "Gato" } as const;
export const PET_SIZE_LABELS = { SMALL: "Pequeño", MEDIUM: "Mediano", LARGE: "Grande" } as const;

/** What the team reads where a booking sent through the API (SPEC §7's payload) has no detail. */
export const NO_DETAILS = "sin detalles";
