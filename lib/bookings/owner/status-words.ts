import { completedTitle, REQUEST_REPLY_PROMISE, type BookingStatusCode } from "@/lib/bookings/core/status";
import type { ServiceCode } from "@/lib/constants";

// How each step of the booking lifecycle reads for the owner on their tracking page (the names: core/status.ts).

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
    title: completedTitle(null),
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
