import type { ServiceCode } from "@/lib/constants";
import { BookingStatus } from "@/lib/generated/prisma/enums";
export { LIVE_STATUSES } from "@/lib/constants/booking-status-groups";

// How each step of the booking lifecycle (lib/bookings/core/process.ts) is named; the owner's page words are
// lib/bookings/owner/status-words.ts.

export const BOOKING_STATUSES = Object.values(BookingStatus);
export type BookingStatusCode = BookingStatus;

export const BOOKING_STATUS_LABELS: Record<BookingStatusCode, string> = {
  RECEIVED: "Recibida",
  CONTACTED: "Contactada",
  CONFIRMED: "Confirmada",
  IN_PROGRESS: "En curso",
  COMPLETED: "Completada",
  DECLINED: "Rechazada",
  CANCELLED: "Cancelada",
  EXPIRED: "Vencida",
};

/**
 * The one reply-time promise, the one the sheet keeps: its reminder to the sitter at 24 h and its expiry
 * at 72 h (lib/bookings/core/process.ts; tests/unit/booking-status-text.test.ts holds the numbers to the sheet's).
 * /exito and the tracking page say it.
 */
export const REQUEST_REPLY_PROMISE =
  "Tu cuidador responde desde su portal, o nuestro equipo después de consultarle. Si en 24 horas no ha respondido, se lo recordamos; si en 72 horas nadie la confirma, la solicitud vence y te avisamos.";

/** What was completed, said of the service itself: "Estadía completada" only for boarding. */
const COMPLETED_TITLES: Record<ServiceCode, string> = {
  BOARDING: "Estadía completada",
  WALK: "Paseo completado",
  DAYCARE: "Guardería completada",
};

export function completedTitle(service: ServiceCode | null): string {
  return service ? COMPLETED_TITLES[service] : "Servicio completado";
}

/** What the team reads where a booking sent through the API (SPEC §7's payload) has no detail. */
export const NO_DETAILS = "sin detalles";

/** The columns that say what was asked for: every view of a booking selects these. */
export const bookingDetailsSelect = { service: true, petType: true, petSize: true, startDate: true, endDate: true } as const;
