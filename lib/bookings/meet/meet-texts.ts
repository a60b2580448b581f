import { helloSitter, hello, ownerParameters, sitterParameters, summary, type BookingMailContext, type MailText, type WhatsappNotice } from "@/lib/bookings/core/mails";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { MEET_PLACE_LABELS, MEET_PLACE_LABELS_STAFF } from "@/lib/bookings/meet/meet-places";
import { MEET_BOOKING_GUARDS, meetNeeded, NO_MATCH_REASON, type MeetSummary } from "@/lib/bookings/meet/meet-rules";
import { formatDateTime } from "@/lib/format/dates";
import { firstName } from "@/lib/format/text";
import type { MeetPlace, MeetStatus } from "@/lib/generated/prisma/enums";
import { composeMail } from "@/lib/mail/compose";

// The meet & greet's texts (its own sheet's notices, and the decline, which after a meet & greet names no one), lent
// to the booking sheet with its guards (MEET_LENDS, joined in lib/bookings/lent.ts).

declare module "@/lib/bookings/core/mails" {
  interface LentContext {
    /** The meet & greet a notice is about (its texts only; tellAbout's options). */
    meet?: { at: Date; place: MeetPlace; note: string | null; status: MeetStatus; /** Lines a confirmed meeting shares (its address, both numbers). */ shared?: readonly string[] };
  }
}

/** "lunes, 9 de marzo de 2026, 10:30 · Por videollamada" (El Salvador time). */
const meetLine = (meet: BookingMailContext["meet"], labels: Record<MeetPlace, string>) =>
  meet ? [`${formatDateTime(meet.at)} · ${labels[meet.place]}`, ...(meet.note ? [`Nota: ${meet.note}`] : [])] : [];
/** The owner's decline after a meet & greet names no one: neither side learns who said it. */
const noMatch = (reason: string | null) => reason === NO_MATCH_REASON;

export const MEET_MAILS = {
  // To the owner
  "booking-declined": ({ booking, trackingUrl, reason }) =>
    composeMail(`No pudimos confirmar tu solicitud ${booking.reference}`, [
      hello(booking),
      noMatch(reason)
        ? `Después del encuentro de bienvenida, esta solicitud no sigue adelante. Motivo: ${NO_MATCH_REASON}.`
        : `Lo sentimos: ${booking.sitterName ?? "el cuidador"} no puede tomar tu solicitud. Motivo: ${reason ?? "sin motivo"}`,
      "Puedes buscar otro cuidador para tus fechas en nuestro sitio. Tu solicitud queda aquí:",
      trackingUrl,
    ]),
  "meet-proposed": ({ booking, trackingUrl, meet }) =>
    composeMail(`Encuentro de bienvenida para tu solicitud ${booking.reference}`, [
      hello(booking),
      `Antes de la reserva, te proponemos conocer a ${booking.sitterName ?? "tu cuidador"} con tu mascota:`,
      ...meetLine(meet, MEET_PLACE_LABELS),
      "Confírmalo o pide otra hora desde tu enlace:",
      trackingUrl,
    ]),

  // To the team
  "team-meet-answered": ({ booking, adminUrl, meet, reason }) =>
    composeMail(`Encuentro de bienvenida ${meet?.status === "CONFIRMED" ? "confirmado" : "sin confirmar"}: solicitud ${booking.reference}`, [
      meet?.status === "CONFIRMED"
        ? `${booking.name} confirmó el encuentro de bienvenida con ${booking.sitterName ?? "el cuidador"}:`
        : `${booking.name} pide otra hora para el encuentro de bienvenida con ${booking.sitterName ?? "el cuidador"}. Motivo: ${reason ?? "sin motivo"}`,
      ...meetLine(meet, MEET_PLACE_LABELS_STAFF),
      ...(meet?.shared ?? []),
      adminUrl,
    ]),
  "team-meet-settled": ({ booking, adminUrl, reason }) =>
    composeMail(`La solicitud ${booking.reference} ya se puede confirmar`, [
      `La solicitud de ${booking.name} con ${booking.sitterName ?? "el cuidador"} ya se puede confirmar: ${reason ?? ""}.`,
      summary(booking),
      adminUrl,
    ]),
  "team-booking-declined": ({ booking, adminUrl, reason }) =>
    composeMail(`Solicitud ${booking.reference} rechazada`, [
      `La solicitud de ${booking.name} con ${booking.sitterName ?? "el cuidador"} no sigue adelante. Motivo: ${reason ?? "sin motivo"}`,
      summary(booking),
      adminUrl,
    ]),

  // To the sitter
  "sitter-meet-proposed": ({ booking, portalUrl, meet }) =>
    composeMail(`Encuentro de bienvenida propuesto: solicitud ${booking.reference}`, [
      helloSitter(booking),
      `El equipo le propuso a ${firstName(booking.name)} un encuentro de bienvenida contigo:`,
      ...meetLine(meet, MEET_PLACE_LABELS_STAFF),
      "Te avisamos cuando lo confirme. Míralo en tu portal, en «Mis solicitudes»:",
      portalUrl,
    ]),
  "sitter-meet-answered": ({ booking, portalUrl, meet, reason }) =>
    composeMail(`Encuentro de bienvenida ${meet?.status === "CONFIRMED" ? "confirmado" : "sin confirmar"}: solicitud ${booking.reference}`, [
      helloSitter(booking),
      meet?.status === "CONFIRMED"
        ? `${firstName(booking.name)} confirmó el encuentro de bienvenida. Después, cuéntanos desde tu portal cómo les fue:`
        : `${firstName(booking.name)} pide otra hora para el encuentro de bienvenida. Motivo: ${reason ?? "sin motivo"}. Propón otra desde tu portal:`,
      ...meetLine(meet, MEET_PLACE_LABELS_STAFF),
      ...(meet?.shared ?? []),
      portalUrl,
    ]),
  "sitter-meet-settled": ({ booking, portalUrl, reason }) =>
    composeMail(`Ya puedes aceptar la solicitud ${booking.reference}`, [
      helloSitter(booking),
      `La solicitud de ${firstName(booking.name)} ya se puede aceptar: ${reason ?? ""}. Acéptala desde tu portal, en «Mis solicitudes»:`,
      portalUrl,
    ]),
  "sitter-booking-declined": ({ booking, portalUrl, reason }) =>
    composeMail(`Solicitud ${booking.reference} rechazada`, [
      helloSitter(booking),
      `La solicitud de ${firstName(booking.name)} no sigue adelante. Motivo: ${reason ?? "sin motivo"}. Esas fechas quedan libres en tu calendario.`,
      portalUrl,
    ]),
} as const satisfies Record<string, MailText>;

/**
 * What a sitter reminded of an unanswered request can do while the meet & greet holds its acceptance (a first booking
 * of the pair, not yet settled), by the meeting's stage; null when they may accept or decline (the reminder's own words).
 */
export function sitterReminderStep(summary: MeetSummary | undefined, meet: { at: Date } | null, ownerName: string): string | null {
  if (!meetNeeded(summary) || !summary) return null;
  const owner = firstName(ownerName);
  switch (summary.stage) {
    case "confirmed":
      return meet && `Tu encuentro con ${owner} es el ${formatDateTime(meet.at)}. Después, cuéntanos desde tu portal cómo les fue: cuando los dos digan que salió bien, podrás aceptarla.`;
    case "held":
      return `Tu encuentro con ${owner} ya pasó: cuéntanos desde tu portal, en «Mis solicitudes», cómo les fue. Cuando los dos digan que salió bien, podrás aceptarla.`;
    case "proposed":
      return `El encuentro de bienvenida con ${owner}${meet ? ` (${formatDateTime(meet.at)})` : ""} espera su respuesta: te avisamos cuando lo confirme. Si no puedes tomar la solicitud, recházala desde tu portal.`;
    case "notAMatch":
      return null;
    default:
      // None yet, or the owner asked for another time.
      return `Antes de aceptarla necesitas un encuentro de bienvenida con ${owner}: propónselo desde tu portal, en «Mis solicitudes», o rechaza la solicitud si no puedes tomarla.`;
  }
}

export const MEET_WHATSAPP = {
  "booking-declined": {
    template: "huellitas_reserva_rechazada",
    text: "Hola, {{1}}. Tu solicitud de reserva {{2}} no pudo confirmarse. Mira el motivo y qué puedes hacer en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "meet-proposed": {
    template: "huellitas_encuentro_propuesto",
    text: "¡Hola, {{1}}! Tu cuidador propone un encuentro de bienvenida para tu solicitud {{2}}. Mira el día y el lugar y respóndele en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "sitter-meet-answered": {
    template: "huellitas_cuidador_encuentro_respondido",
    text: "Hola, {{1}}. La familia respondió a tu propuesta de encuentro de la solicitud {{2}}. Mira su respuesta en tu portal: {{3}}",
    parameters: sitterParameters,
  },
} as const satisfies Partial<Record<keyof typeof MEET_MAILS, WhatsappNotice>>;

/** What the meet & greet lends the booking sheet besides its guards' data (MEET_PARTS): its guards and texts. */
export const MEET_LENDS = { guards: MEET_BOOKING_GUARDS, mails: MEET_MAILS, whatsapp: MEET_WHATSAPP } satisfies FeatureParts;
export type MeetMailKey = keyof typeof MEET_MAILS;
