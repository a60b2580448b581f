import type { ServiceCode } from "@/lib/constants";
import { BookingStatus } from "@/lib/generated/prisma/enums";
export { LIVE_STATUSES } from "@/lib/constants/booking-status-groups";

// How each step of the booking lifecycle (lib/bookings/core/process.ts) reads, for the team and for the owner.

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

/**
 * The tracking page's words: where the request is, and what happens next. COMPLETED's title here is the one for
 * an unknown service; ownerStatusText() names the service that was done (a walk is not a stay).
 */
export const OWNER_STATUS_TEXT: Record<BookingStatusCode, { title: string; next: string }> = {
  RECEIVED: {
    title: "Recibimos tu solicitud",
    next: REQUEST_REPLY_PROMISE,
  },
  CONTACTED: {
    title: "Te contactamos",
    next: "Estamos coordinando contigo y con el cuidador los detalles de tu solicitud.",
  },
  CONFIRMED: {
    title: "Reserva confirmada",
    next: "El cuidador te espera en las fechas acordadas. Si algo cambia, escríbenos.",
  },
  IN_PROGRESS: {
    title: "En curso",
    next: "Tu mascota ya está con el cuidador. Cuando la recojas, márcalo aquí: queda registrada la hora.",
  },
  COMPLETED: {
    title: "Servicio completado",
    next: "Esperamos que todo haya salido bien. Cuéntanos cómo te fue: tu reseña ayuda a otras familias.",
  },
  DECLINED: {
    title: "El cuidador no puede tomar tu solicitud",
    next: "Lo sentimos. Puedes buscar otro cuidador disponible para tus fechas.",
  },
  CANCELLED: {
    title: "Solicitud cancelada",
    next: "No haremos nada más con esta solicitud. Si quieres, puedes enviar una nueva cuando lo necesites.",
  },
  EXPIRED: {
    title: "Solicitud vencida",
    next: "No pudimos confirmarla a tiempo. Si todavía necesitas un cuidador, envía una nueva solicitud.",
  },
};

/** What was completed, said of the service itself: "Estadía completada" only for boarding. */
const COMPLETED_TITLES: Record<ServiceCode, string> = {
  BOARDING: "Estadía completada",
  WALK: "Paseo completado",
  DAYCARE: "Guardería completada",
};

export function completedTitle(service: ServiceCode | null): string {
  return service ? COMPLETED_TITLES[service] : OWNER_STATUS_TEXT.COMPLETED.title;
}

/** A confirmed booking whose sitter has no portal account: the team confirms with them (Plan B to such a sitter). */
const CONFIRMED_BY_TEAM = "Nuestro equipo confirma con tu cuidador los detalles de la entrega y te escribe antes de la fecha.";

/**
 * The tracking page's words for a booking of this service (null when the request did not say); `sitterAccount`:
 * whether its sitter has a portal account (without one nobody there "waits for you": the team confirms with them).
 */
export function ownerStatusText(status: BookingStatusCode, service: ServiceCode | null, sitterAccount = true): { title: string; next: string } {
  const words = OWNER_STATUS_TEXT[status];
  if (status === "CONFIRMED" && !sitterAccount) return { ...words, next: CONFIRMED_BY_TEAM };
  return status === "COMPLETED" ? { ...words, title: completedTitle(service) } : words;
}

/** What the team reads where a booking sent through the API (SPEC §7's payload) has no detail. */
export const NO_DETAILS = "sin detalles";

/** The columns that say what was asked for: every view of a booking selects these. */
export const bookingDetailsSelect = { service: true, petType: true, petSize: true, startDate: true, endDate: true } as const;
