import { BookingStatus } from "@/lib/generated/prisma/enums";

// The pilot team's booking pipeline (SPEC names only RECEIVED; the rest is the operations issue's).

export const BOOKING_STATUSES = Object.values(BookingStatus);
export type BookingStatusCode = BookingStatus;

export const BOOKING_STATUS_LABELS: Record<BookingStatusCode, string> = {
  RECEIVED: "Recibida",
  CONTACTED: "Contactada",
  CONFIRMED: "Confirmada",
  COMPLETED: "Completada",
  CANCELLED: "Cancelada",
};

/** What the team reads where a booking sent through the API (SPEC §7's payload) has no detail. */
export const NO_DETAILS = "sin detalles";
