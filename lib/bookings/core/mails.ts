import { BOOKING_STATUS_LABELS, NO_DETAILS, REQUEST_REPLY_PROMISE } from "@/lib/bookings/core/status";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS, SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatDayRange } from "@/lib/format/dates";
import { firstName } from "@/lib/format/text";
import type { BookingStatus, PetSize, PetType } from "@/lib/generated/prisma/enums";
import { composeMail, type MailContent } from "@/lib/mail/compose";
import { BRAND } from "@/lib/site/brand";
import { teamChannelText } from "@/lib/site/team-contact";
import { waMe } from "@/lib/site/whatsapp";
import { formatWhatsapp, normalizeWhatsapp, readableWhatsapp, whatsappDigits } from "@/lib/site/whatsapp-number";

// The e-mails of the booking loop's own moves, in Spanish and tú, one text per key, and the pieces every text shares.
// The sheet (lib/bookings/core/process.ts) names which text goes to whom on each move, by its key (also the outbox
// message's `kind`); a feature's texts are its own (`<feature>-texts.ts`), lent through lib/bookings/core/sheet-parts.ts.
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
  /** The sitter's own WhatsApp (international digits or E.164): told to the owner once the booking is confirmed. */
  sitterWhatsapp?: string | null;
};

// What the features add to the texts' context: each declares its own fields (`declare module` on this file), fills
// them (an effect's outcome, a notice's loader in sheet-parts.ts, tellAbout's options) and reads them in its texts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface LentContext {}

/** Where a loop text leaves room for a feature's paragraphs: after the booking's details, or at its end. */
export type AddendumPlace = "details" | "end";
/** Paragraphs a feature adds to a loop text (lent by the text's key, sheet-parts.ts), from the same context. */
export type Addendum = { at: AddendumPlace; lines: (context: BookingMailContext) => string[] };

/** Everything a text may use. */
export type BookingMailContext = LentContext & {
  booking: MailBooking;
  /** The status before the move (null for a new request). */
  from: BookingStatus | null;
  to: BookingStatus;
  /** Why, as the person who moved it wrote it ("sin motivo" when the owner left it out). */
  reason: string | null;
  /** The owner's fresh tracking link (absolute). */
  trackingUrl: string;
  adminUrl: string;
  portalUrl: string;
  /** What the person can do now, when a feature holds the move the text would ask for (its `noticeData`). */
  nextStep?: string | null;
  /** The features' paragraphs for this text, by place (sheet-parts.ts `addenda`). */
  added?: Partial<Record<AddendumPlace, string[]>>;
};

function dates(booking: MailBooking): string {
  return booking.startDate && booking.endDate ? formatDayRange(booking.startDate, booking.endDate, { alone: true }) : NO_DETAILS;
}

export function summary(booking: MailBooking): string {
  return [
    `Referencia: ${booking.reference}`,
    `Cuidador: ${booking.sitterName ?? "por asignar"}`,
    `Servicio: ${booking.service ? SERVICE_LABELS[booking.service] : NO_DETAILS}`,
    `Mascota: ${booking.petType ? PET_TYPE_LABELS[booking.petType] : NO_DETAILS}${booking.petSize ? ` (${PET_SIZE_SHORT_LABELS[booking.petSize].toLowerCase()})` : ""}`,
    `Fechas: ${dates(booking)}`,
  ].join("\n");
}

export const hello = (booking: MailBooking) => `¡Hola, ${firstName(booking.name)}!`;
/** How the owner reaches their sitter now that the booking is confirmed (their number, or we pass it on). */
export function sitterContact(booking: MailBooking): string {
  const who = booking.sitterName ? firstName(booking.sitterName) : "tu cuidador";
  const number = booking.sitterWhatsapp ? (normalizeWhatsapp(booking.sitterWhatsapp) ?? normalizeWhatsapp(`+${booking.sitterWhatsapp}`)) : null;
  if (!number) return `Te pasamos el contacto de ${who} por WhatsApp para coordinar la entrega de tu mascota.`;
  return `Para coordinar la entrega de tu mascota, escríbele a ${who} por WhatsApp: ${formatWhatsapp(number)} (${waMe(whatsappDigits(number), `¡Hola, ${who}! Soy ${firstName(booking.name)}, de la reserva ${booking.reference} en ${BRAND}.`)})`;
}
export const helloSitter = (booking: MailBooking) => (booking.sitterName ? `¡Hola, ${firstName(booking.sitterName)}!` : "¡Hola!");
export const trackLine = "Sigue tu solicitud aquí (guarda este enlace: es solo para ti):";
const sitterAnswer = (to: BookingStatus) => (to === "CONFIRMED" ? "aceptó" : "rechazó");
/** A text: its subject and body for one notice. */
export type MailText = (context: BookingMailContext) => MailContent;

/** `text` with the features' paragraphs for it (none: the text itself). */
export function withAddenda(text: MailText, addenda: readonly Addendum[] = []): MailText {
  if (addenda.length === 0) return text;
  return (context) => {
    const added: Partial<Record<AddendumPlace, string[]>> = {};
    for (const { at, lines } of addenda) (added[at] ??= []).push(...lines(context));
    return text({ ...context, added });
  };
}

export const LOOP_MAILS = {
  // To the owner
  "booking-received": ({ booking, trackingUrl }) =>
    composeMail(`Recibimos tu solicitud ${booking.reference}`, [
      hello(booking),
      // The one reply-time promise, the sheet's own.
      `Recibimos tu solicitud de cuidado${booking.sitterName ? ` con ${booking.sitterName}` : ""}. ${REQUEST_REPLY_PROMISE}`,
      summary(booking),
      trackLine,
      trackingUrl,
    ]),
  "booking-confirmed": ({ booking, trackingUrl, added }) =>
    composeMail(`Tu reserva ${booking.reference} está confirmada`, [
      hello(booking),
      `¡Listo! ${booking.sitterName ?? "Tu cuidador"} te espera en las fechas acordadas.`,
      summary(booking),
      sitterContact(booking),
      ...(added?.details ?? []),
      `Si algo cambia, escríbenos ${teamChannelText()} o cancela desde tu enlace antes del primer día:`,
      trackingUrl,
      ...(added?.end ?? []),
    ]),
  "booking-cancelled": ({ booking, trackingUrl }) =>
    composeMail(`Solicitud ${booking.reference} cancelada`, [
      hello(booking),
      "Cancelaste tu solicitud. No haremos nada más con ella.",
      summary(booking),
      trackingUrl,
    ]),
  "booking-cancelled-by-team": ({ booking, trackingUrl, reason }) =>
    composeMail(`Solicitud ${booking.reference} cancelada`, [
      hello(booking),
      `Nuestro equipo canceló tu solicitud. Motivo: ${reason ?? "sin motivo"}`,
      summary(booking),
      trackingUrl,
    ]),
  "booking-expired": ({ booking, trackingUrl }) =>
    composeMail(`Tu solicitud ${booking.reference} venció`, [
      hello(booking),
      "No pudimos confirmar tu solicitud a tiempo y la cerramos. Lo sentimos. Si todavía necesitas un cuidador, envía una nueva solicitud.",
      trackingUrl,
    ]),

  // To the team
  "team-new-booking": ({ booking, adminUrl }) =>
    composeMail(`Nueva solicitud ${booking.reference}${booking.sitterName ? ` para ${booking.sitterName}` : ""}`, [
      `Llegó una solicitud de ${booking.name} (${booking.email}, WhatsApp ${readableWhatsapp(booking.whatsapp)}).`,
      summary(booking),
      ...(booking.notes ? [`Notas: ${booking.notes}`] : []),
      "Respóndele en menos de 24 horas desde el panel:",
      adminUrl,
    ]),
  "team-sitter-answered": ({ booking, adminUrl, to, reason }) =>
    composeMail(`${booking.sitterName ?? "El cuidador"} ${sitterAnswer(to)} la solicitud ${booking.reference}`, [
      `${booking.sitterName ?? "El cuidador"} ${sitterAnswer(to)} desde su portal la solicitud de ${booking.name}.${reason ? ` Motivo: ${reason}` : ""}`,
      summary(booking),
      adminUrl,
    ]),
  "team-booking-cancelled": ({ booking, adminUrl, from, reason }) =>
    composeMail(`Solicitud ${booking.reference} cancelada por el dueño`, [
      `${booking.name} canceló su solicitud${from ? ` (estaba ${BOOKING_STATUS_LABELS[from].toLowerCase()})` : ""}. Motivo: ${reason ?? "sin motivo"}`,
      summary(booking),
      adminUrl,
    ]),

  // To the sitter (their linked account); never the owner's contact before the booking is confirmed
  "sitter-new-request": ({ booking, portalUrl }) =>
    composeMail(`Nueva solicitud ${booking.reference} para ti`, [
      helloSitter(booking),
      "El dueño de una mascota te envió una solicitud de cuidado. Revísala y respóndela desde tu portal, en «Mis solicitudes»: el equipo coordina los detalles por WhatsApp.",
      summary(booking),
      ...(booking.notes ? [`Notas del dueño: ${booking.notes}`] : []),
      portalUrl,
    ]),
  "sitter-request-reminder": ({ booking, portalUrl, nextStep }) =>
    composeMail(`La solicitud ${booking.reference} espera tu respuesta`, [
      helloSitter(booking),
      nextStep
        ? `Hace un día te llegó esta solicitud. ${nextStep} Si nadie la responde en 72 horas desde que llegó, vence y el dueño busca a otro cuidador.`
        : "Hace un día te llegó esta solicitud y todavía no la respondes. Acéptala o recházala desde tu portal, en «Mis solicitudes»: si nadie la responde en 72 horas desde que llegó, vence y el dueño busca a otro cuidador.",
      summary(booking),
      portalUrl,
    ]),
  "sitter-booking-confirmed": ({ booking, portalUrl }) =>
    composeMail(`Reserva ${booking.reference} confirmada`, [
      helloSitter(booking),
      `El equipo confirmó la reserva de ${firstName(booking.name)}. Sus datos de contacto ya están en tu portal.`,
      summary(booking),
      portalUrl,
    ]),
  "sitter-booking-cancelled": ({ booking, portalUrl, from }) =>
    composeMail(`Solicitud ${booking.reference} cancelada`, [
      helloSitter(booking),
      `La solicitud de ${firstName(booking.name)}${from === "CONFIRMED" ? ", que estaba confirmada," : ""} se canceló. Esas fechas quedan libres en tu calendario.`,
      summary(booking),
      portalUrl,
    ]),
} as const satisfies Record<string, MailText>;

export type LoopMailKey = keyof typeof LOOP_MAILS;

/**
 * A notice's WhatsApp twin: an approved UTILITY template in Spanish (`es`), sent beside the e-mail of the
 * same key to an owner or sitter who opted in. `text` is the body as submitted to Meta ({{n}} its parameters, in
 * order); `parameters` fills them. The body always carries the booking's reference, and the owner's the tracking link.
 * docs/whatsapp.md lists them for Meta (a unit test keeps that list equal to this one).
 */
export type WhatsappNotice = { template: string; text: string; parameters: (context: BookingMailContext) => string[] };

export const ownerParameters = ({ booking, trackingUrl }: BookingMailContext) => [firstName(booking.name), booking.reference, trackingUrl];
export const sitterParameters = ({ booking, portalUrl }: BookingMailContext) => [booking.sitterName ? firstName(booking.sitterName) : "cuidador", booking.reference, portalUrl];

export const LOOP_WHATSAPP = {
  // To the owner: {{1}} their first name, {{2}} the reference, {{3}} their tracking link.
  "booking-received": {
    template: "huellitas_solicitud_recibida",
    text: "¡Hola, {{1}}! Recibimos tu solicitud de reserva {{2}} en Huellitas. Te avisamos aquí cuando el cuidador responda. Sigue tu solicitud en este enlace (es solo para ti): {{3}}",
    parameters: ownerParameters,
  },
  "booking-confirmed": {
    template: "huellitas_reserva_confirmada",
    text: "¡Hola, {{1}}! Tu reserva {{2}} está confirmada. Los detalles y el contacto de tu cuidador están en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "booking-expired": {
    template: "huellitas_solicitud_vencida",
    text: "Hola, {{1}}. No pudimos confirmar a tiempo tu solicitud de reserva {{2}} y la cerramos. Lo sentimos. Tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  // To the sitter: {{1}} their first name, {{2}} the reference, {{3}} the portal.
  "sitter-new-request": {
    template: "huellitas_cuidador_solicitud_nueva",
    text: "¡Hola, {{1}}! Tienes una solicitud de reserva nueva ({{2}}) en Huellitas. Respóndela desde tu portal: {{3}}",
    parameters: sitterParameters,
  },
  "sitter-request-reminder": {
    template: "huellitas_cuidador_recordatorio",
    text: "Hola, {{1}}. La solicitud de reserva {{2}} sigue esperando tu respuesta. Respóndela desde tu portal: {{3}}",
    parameters: sitterParameters,
  },
  "sitter-booking-cancelled": {
    template: "huellitas_cuidador_reserva_cancelada",
    text: "Hola, {{1}}. La reserva {{2}} fue cancelada. Esas fechas quedan libres en tu calendario. Los detalles están en tu portal: {{3}}",
    parameters: sitterParameters,
  },
} as const satisfies Partial<Record<LoopMailKey, WhatsappNotice>>;

/** A template's body with its parameters in place, as the person read it. */
export const whatsappText = (text: string, parameters: string[]) => text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
