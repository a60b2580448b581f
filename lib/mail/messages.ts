import { BOOKING_STATUS_LABELS, NO_DETAILS } from "@/lib/bookings/status";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS, SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatCalendarDay } from "@/lib/format/dates";
import { firstName } from "@/lib/format/text";
import type { BookingStatus, DocumentKind, PetSize, PetType } from "@/lib/generated/prisma/enums";
import { BRAND } from "@/lib/site/brand";
import { REVIEW_WINDOW_DAYS } from "@/lib/bookings/lifecycle";

// The e-mails of the booking loop, in Spanish and tú (VOICE.md): plain text, plus the same words as simple HTML.
// Every message to the owner carries their tracking link.

export type MailBooking = {
  reference: string;
  name: string;
  email: string;
  whatsapp: string;
  sitterName: string | null;
  service: ServiceCode | null;
  petType: PetType | null;
  petSize: PetSize | null;
  startDate: Date | null;
  endDate: Date | null;
  notes?: string | null;
};

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Paragraphs of plain text become the message; a line that is only a URL becomes a link in the HTML. */
function compose(subject: string, paragraphs: string[]): MailContent {
  const text = `${paragraphs.join("\n\n")}\n\n— El equipo de ${BRAND}\n`;
  const html = [
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px">`,
    ...paragraphs.map((paragraph) =>
      /^https?:\/\/\S+$/.test(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}" style="color:#0f766e;font-weight:bold">${escapeHtml(paragraph)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
    ),
    `<p>— El equipo de ${escapeHtml(BRAND)}</p></div>`,
  ].join("\n");
  return { subject, text, html };
}

function dates(booking: MailBooking): string {
  if (!booking.startDate || !booking.endDate) return NO_DETAILS;
  const start = formatCalendarDay(booking.startDate);
  const end = formatCalendarDay(booking.endDate);
  return start === end ? start : `del ${start} al ${end}`;
}

function summary(booking: MailBooking): string {
  return [
    `Referencia: ${booking.reference}`,
    `Cuidador: ${booking.sitterName ?? "por asignar"}`,
    `Servicio: ${booking.service ? SERVICE_LABELS[booking.service] : NO_DETAILS}`,
    `Mascota: ${booking.petType ? PET_TYPE_LABELS[booking.petType] : NO_DETAILS}${booking.petSize ? ` (${PET_SIZE_SHORT_LABELS[booking.petSize].toLowerCase()})` : ""}`,
    `Fechas: ${dates(booking)}`,
  ].join("\n");
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const hello = (booking: MailBooking) => `¡Hola, ${firstName(booking.name)}!`;
const trackLine = "Sigue tu solicitud aquí (guarda este enlace: es solo para ti):";

export const ownerMail = {
  received: (booking: MailBooking, trackingUrl: string) =>
    compose(`Recibimos tu solicitud ${booking.reference}`, [
      hello(booking),
      `Recibimos tu solicitud de cuidado${booking.sitterName ? ` con ${booking.sitterName}` : ""}. Nuestro equipo revisa la disponibilidad y te escribe por WhatsApp en menos de 24 horas.`,
      summary(booking),
      trackLine,
      trackingUrl,
    ]),
  confirmed: (booking: MailBooking, trackingUrl: string) =>
    compose(`Tu reserva ${booking.reference} está confirmada`, [
      hello(booking),
      `¡Listo! ${booking.sitterName ?? "Tu cuidador"} te espera en las fechas acordadas.`,
      summary(booking),
      "Si algo cambia, escríbenos por WhatsApp o cancela desde tu enlace:",
      trackingUrl,
    ]),
  declined: (booking: MailBooking, trackingUrl: string, reason: string) =>
    compose(`No pudimos confirmar tu solicitud ${booking.reference}`, [
      hello(booking),
      `Lo sentimos: ${booking.sitterName ?? "el cuidador"} no puede tomar tu solicitud. Motivo: ${reason}`,
      "Puedes buscar otro cuidador para tus fechas en nuestro sitio. Tu solicitud queda aquí:",
      trackingUrl,
    ]),
  cancelled: (booking: MailBooking, trackingUrl: string, by: "owner" | "team", reason: string) =>
    compose(`Solicitud ${booking.reference} cancelada`, [
      hello(booking),
      by === "owner" ? "Cancelaste tu solicitud. No haremos nada más con ella." : `Nuestro equipo canceló tu solicitud. Motivo: ${reason}`,
      summary(booking),
      trackingUrl,
    ]),
  expired: (booking: MailBooking, trackingUrl: string) =>
    compose(`Tu solicitud ${booking.reference} venció`, [
      hello(booking),
      "No pudimos confirmar tu solicitud a tiempo y la cerramos. Lo sentimos. Si todavía necesitas un cuidador, envía una nueva solicitud.",
      trackingUrl,
    ]),
  completed: (booking: MailBooking, trackingUrl: string) =>
    compose(`¿Cómo le fue a tu mascota? Reseña tu reserva ${booking.reference}`, [
      hello(booking),
      `Esperamos que todo haya salido bien con ${booking.sitterName ?? "tu cuidador"}.`,
      `Cuéntanos cómo te fue: tu reseña aparece en su perfil con la marca «Reserva verificada» y ayuda a otras familias. Tienes ${REVIEW_WINDOW_DAYS} días para dejarla.`,
      trackingUrl,
    ]),
} as const;

export const teamMail = {
  newBooking: (booking: MailBooking, adminUrl: string) =>
    compose(`Nueva solicitud ${booking.reference}${booking.sitterName ? ` para ${booking.sitterName}` : ""}`, [
      `Llegó una solicitud de ${booking.name} (${booking.email}, WhatsApp ${booking.whatsapp}).`,
      summary(booking),
      ...(booking.notes ? [`Notas: ${booking.notes}`] : []),
      "Respóndele en menos de 24 horas desde el panel:",
      adminUrl,
    ]),
  sitterAnswered: (booking: MailBooking, adminUrl: string, to: BookingStatus, reason: string | null) =>
    compose(`${booking.sitterName ?? "El cuidador"} ${to === "CONFIRMED" ? "aceptó" : "rechazó"} la solicitud ${booking.reference}`, [
      `${booking.sitterName ?? "El cuidador"} ${to === "CONFIRMED" ? "aceptó" : "rechazó"} desde su portal la solicitud de ${booking.name}.${reason ? ` Motivo: ${reason}` : ""}`,
      summary(booking),
      adminUrl,
    ]),
  cancelled: (booking: MailBooking, adminUrl: string, previous: BookingStatus, reason: string) =>
    compose(`Solicitud ${booking.reference} cancelada por la familia`, [
      `${booking.name} canceló su solicitud (estaba ${BOOKING_STATUS_LABELS[previous].toLowerCase()}). Motivo: ${reason}`,
      summary(booking),
      adminUrl,
    ]),
} as const;

/** Each check as a sentence names it ("tu constancia de antecedentes penales"). */
const YOUR_CHECK: Record<DocumentKind, string> = {
  DUI: "tu DUI",
  PROOF_OF_ADDRESS: "tu comprobante de domicilio",
  CRIMINAL_RECORD: "tu constancia de antecedentes penales",
  POLICE_CLEARANCE: "tu solvencia de la PNC",
  CERTIFICATE: "tu certificación",
  OTHER: "tu documento",
};

/** A check about to lapse: the caregiver renews it, the team knows. */
export const checkMail = {
  expiring: (caregiverName: string, kind: DocumentKind, expiresOn: string, portalUrl: string) =>
    compose(`${capitalize(YOUR_CHECK[kind])} vence el ${expiresOn}`, [
      `¡Hola, ${firstName(caregiverName)}!`,
      `${capitalize(YOUR_CHECK[kind])} vence el ${expiresOn}. Para que tu perfil la siga mostrando como vigente, sube una nueva desde tu portal y el equipo la verifica:`,
      portalUrl,
    ]),
  teamExpiring: (caregiverName: string, check: string, expiresOn: string, adminUrl: string) =>
    compose(`${check} de ${caregiverName} vence el ${expiresOn}`, [
      `${check} de ${caregiverName} vence el ${expiresOn}. Le avisamos por correo para que suba uno nuevo.`,
      adminUrl,
    ]),
} as const;

/** The team's answer to a caregiver's change of their public profile. */
export const profileChangeMail = {
  approved: (caregiverName: string, portalUrl: string) =>
    compose("Publicamos los cambios de tu perfil", [`¡Hola, ${firstName(caregiverName)}!`, "Revisamos los cambios de tu perfil y ya están publicados.", portalUrl]),
  rejected: (caregiverName: string, reason: string, portalUrl: string) =>
    compose("Revisamos los cambios de tu perfil", [
      `¡Hola, ${firstName(caregiverName)}!`,
      `Esta vez no publicamos los cambios de tu perfil. Motivo: ${reason}`,
      "Puedes corregirlos y enviarlos de nuevo desde tu portal:",
      portalUrl,
    ]),
} as const;
