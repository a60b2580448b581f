import { BOOKING_STATUS_LABELS, completedTitle, NO_DETAILS, REQUEST_REPLY_PROMISE } from "@/lib/bookings/core/status";
import { rebookUrl, withRebook } from "@/lib/bookings/core/tracking";
import { REVIEW_WINDOW_DAYS } from "@/lib/bookings/core/review-rules";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS, SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatDateTime, formatDayRange } from "@/lib/format/dates";
import { MEET_PLACE_LABELS, MEET_PLACE_LABELS_STAFF } from "@/lib/bookings/core/meet-places";
import { NO_MATCH_REASON } from "@/lib/bookings/core/meet-rules";
import { firstName } from "@/lib/format/text";
import type { BookingStatus, MeetPlace, MeetStatus, PetSize, PetType } from "@/lib/generated/prisma/enums";
import { composeMail, type MailContent } from "@/lib/mail/compose";
import { BRAND } from "@/lib/site/brand";
import { teamChannelText } from "@/lib/site/team-contact";
import { waMe } from "@/lib/site/whatsapp";
import { formatWhatsapp, normalizeWhatsapp, readableWhatsapp, whatsappDigits } from "@/lib/site/whatsapp-number";

// The e-mails of the booking process, in Spanish and tú, one text per key. The sheet (lib/bookings/core/process.ts)
// names which text goes to whom on each move; the key is also the outbox message's `kind`. Every message to the
// owner carries their tracking link.

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
  /** No pet's file yet: the confirmation asks the owner to fill it. */
  petFileMissing?: boolean;
};

/** Everything a text may use. */
export type BookingMailContext = {
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
  /** When the sitter cancels (lib/bookings/plan-b/plan-b-effects.ts): the named backup, still free, or free sitters to ask instead. */
  planB?: PlanBOffer;
  /** The meet & greet a notice is about (its texts only). */
  meet?: { at: Date; place: MeetPlace; note: string | null; status: MeetStatus };
};

/** The owner's way out after a sitter cancels: the backup's name, else up to three sitters with a prefilled request each. */
export type PlanBOffer = { backup: string | null; alternatives: { name: string; url: string }[] };

/** The Plan B paragraphs of the sitter's cancellation e-mail (the tracking link is where the one tap is). */
function planBParagraphs(planB: PlanBOffer | undefined, trackingUrl: string): string[] {
  if (planB?.backup) return [`Tu Plan B es ${planB.backup}, libre en tus fechas. Pasar la reserva a ${planB.backup} es un toque, en tu enlace:`, trackingUrl];
  const alternatives = planB?.alternatives ?? [];
  if (alternatives.length === 0) return [`Escríbenos ${teamChannelText()} y te ayudamos a encontrar otro cuidador. Tu solicitud queda aquí:`, trackingUrl];
  return [
    `${alternatives.length === 1 ? "Este cuidador está libre" : "Estos cuidadores están libres"} en tus fechas y cuida${alternatives.length === 1 ? "" : "n"} a tu mascota. Cada enlace abre una solicitud nueva con tus datos:`,
    ...alternatives.flatMap((sitter) => [sitter.name, withRebook(sitter.url, trackingUrl)]),
    "Tu solicitud queda aquí:",
    trackingUrl,
  ];
}

function dates(booking: MailBooking): string {
  return booking.startDate && booking.endDate ? formatDayRange(booking.startDate, booking.endDate, { alone: true }) : NO_DETAILS;
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

const hello = (booking: MailBooking) => `¡Hola, ${firstName(booking.name)}!`;
/** How the owner reaches their sitter now that the booking is confirmed (their number, or we pass it on). */
function sitterContact(booking: MailBooking): string {
  const who = booking.sitterName ? firstName(booking.sitterName) : "tu cuidador";
  const number = booking.sitterWhatsapp ? (normalizeWhatsapp(booking.sitterWhatsapp) ?? normalizeWhatsapp(`+${booking.sitterWhatsapp}`)) : null;
  if (!number) return `Te pasamos el contacto de ${who} por WhatsApp para coordinar la entrega de tu mascota.`;
  return `Para coordinar la entrega de tu mascota, escríbele a ${who} por WhatsApp: ${formatWhatsapp(number)} (${waMe(whatsappDigits(number), `¡Hola, ${who}! Soy ${firstName(booking.name)}, de la reserva ${booking.reference} en ${BRAND}.`)})`;
}
const helloSitter = (booking: MailBooking) => (booking.sitterName ? `¡Hola, ${firstName(booking.sitterName)}!` : "¡Hola!");
const trackLine = "Sigue tu solicitud aquí (guarda este enlace: es solo para ti):";
const sitterAnswer = (to: BookingStatus) => (to === "CONFIRMED" ? "aceptó" : "rechazó");
/** "lunes, 9 de marzo de 2026, 10:30 · Por videollamada" (El Salvador time). */
const meetLine = (meet: BookingMailContext["meet"], labels: Record<MeetPlace, string>) =>
  meet ? [`${formatDateTime(meet.at)} · ${labels[meet.place]}`, ...(meet.note ? [`Nota: ${meet.note}`] : [])] : [];
/** The owner's decline after a meet & greet names no one: neither side learns who said it. */
const noMatch = (reason: string | null) => reason === NO_MATCH_REASON;

export const BOOKING_MAILS = {
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
  "booking-confirmed": ({ booking, trackingUrl }) =>
    composeMail(`Tu reserva ${booking.reference} está confirmada`, [
      hello(booking),
      `¡Listo! ${booking.sitterName ?? "Tu cuidador"} te espera en las fechas acordadas.`,
      summary(booking),
      sitterContact(booking),
      ...(booking.petFileMissing
        ? [`Antes de la entrega, llena la ficha de tu mascota desde tu enlace (sección «Ficha de tu mascota»): comida, medicinas, veterinario y contactos de emergencia. ${booking.sitterName ? firstName(booking.sitterName) : "Tu cuidador"} la verá en cuanto la guardes.`]
        : []),
      `Si algo cambia, escríbenos ${teamChannelText()} o cancela desde tu enlace antes del primer día:`,
      trackingUrl,
    ]),
  "stay-report": ({ booking, trackingUrl }) =>
    composeMail(`Nuevo parte de tu reserva ${booking.reference}`, [
      hello(booking),
      `${booking.sitterName ?? "Tu cuidador"} te contó cómo va tu mascota. Mira el parte del día, con sus fotos si las hay, en tu enlace:`,
      trackingUrl,
    ]),
  "booking-declined": ({ booking, trackingUrl, reason }) =>
    composeMail(`No pudimos confirmar tu solicitud ${booking.reference}`, [
      hello(booking),
      noMatch(reason)
        ? `Después del encuentro de bienvenida, esta solicitud no sigue adelante. Motivo: ${NO_MATCH_REASON}.`
        : `Lo sentimos: ${booking.sitterName ?? "el cuidador"} no puede tomar tu solicitud. Motivo: ${reason ?? "sin motivo"}`,
      "Puedes buscar otro cuidador para tus fechas en nuestro sitio. Tu solicitud queda aquí:",
      trackingUrl,
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
  "booking-cancelled-by-sitter": ({ booking, trackingUrl, reason, planB }) =>
    composeMail(`${booking.sitterName ?? "Tu cuidador"} canceló tu reserva ${booking.reference}`, [
      hello(booking),
      `Lo sentimos: ${booking.sitterName ?? "tu cuidador"} canceló tu reserva confirmada. Motivo: ${reason ?? "sin motivo"}`,
      summary(booking),
      ...planBParagraphs(planB, trackingUrl),
    ]),
  "booking-moved-to-backup": ({ booking, trackingUrl }) =>
    composeMail(`Tu reserva ${booking.reference} pasó a ${booking.sitterName ?? "tu Plan B"}`, [
      hello(booking),
      `¡Listo! Tu reserva ya es de ${booking.sitterName ?? "tu nuevo cuidador"}, en las mismas fechas.`,
      summary(booking),
      sitterContact(booking),
      `Si algo cambia, escríbenos ${teamChannelText()} o cancela desde tu enlace antes del primer día:`,
      trackingUrl,
    ]),
  "booking-expired": ({ booking, trackingUrl }) =>
    composeMail(`Tu solicitud ${booking.reference} venció`, [
      hello(booking),
      "No pudimos confirmar tu solicitud a tiempo y la cerramos. Lo sentimos. Si todavía necesitas un cuidador, envía una nueva solicitud.",
      trackingUrl,
    ]),
  "booking-completed": ({ booking, trackingUrl }) =>
    composeMail(`¿Cómo le fue a tu mascota? Reseña tu reserva ${booking.reference}`, [
      hello(booking),
      `${completedTitle(booking.service)}. Esperamos que todo haya salido bien con ${booking.sitterName ?? "tu cuidador"}.`,
      `Cuéntanos cómo te fue: tu reseña aparece en su perfil con la marca «Reserva verificada» y ayuda a otras familias. Tienes ${REVIEW_WINDOW_DAYS} días para dejarla.`,
      trackingUrl,
      // Only with one of our sitters (the owner's texts name no one else): the same link fills a new request.
      ...(booking.sitterName ? [`Reservar de nuevo con ${booking.sitterName}:`, rebookUrl(trackingUrl)] : []),
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
  "team-missing-report": ({ booking, adminUrl, reason }) =>
    composeMail(`Sin parte del día: reserva ${booking.reference}`, [
      `${booking.sitterName ?? "El cuidador"} no ha enviado el parte del ${reason} de la reserva de ${booking.name}. Escríbele para saber cómo va la mascota.`,
      summary(booking),
      adminUrl,
    ]),
  "team-sitter-cancelled": ({ booking, adminUrl, reason, planB }) =>
    composeMail(`${booking.sitterName ?? "El cuidador"} canceló la reserva confirmada ${booking.reference}`, [
      `${booking.sitterName ?? "El cuidador"} canceló desde su portal la reserva confirmada de ${booking.name} (WhatsApp ${readableWhatsapp(booking.whatsapp)}). Motivo: ${reason ?? "sin motivo"}`,
      planB?.backup
        ? `Plan B: ${planB.backup}. El dueño puede pasarle la reserva con un toque desde su enlace.`
        : `Sin Plan B: le ofrecimos ${planB?.alternatives.length ? planB.alternatives.map((sitter) => sitter.name).join(", ") : "escribirnos por WhatsApp"}.`,
      summary(booking),
      adminUrl,
    ]),
  "team-booking-moved-to-backup": ({ booking, adminUrl }) =>
    composeMail(`La reserva ${booking.reference} pasó a su Plan B, ${booking.sitterName ?? "el cuidador de respaldo"}`, [
      `${booking.name} pasó su reserva a ${booking.sitterName ?? "su Plan B"} después de la cancelación de su cuidador. Confírmale los detalles por WhatsApp.`,
      summary(booking),
      adminUrl,
    ]),
  "team-booking-cancelled": ({ booking, adminUrl, from, reason }) =>
    composeMail(`Solicitud ${booking.reference} cancelada por el dueño`, [
      `${booking.name} canceló su solicitud${from ? ` (estaba ${BOOKING_STATUS_LABELS[from].toLowerCase()})` : ""}. Motivo: ${reason ?? "sin motivo"}`,
      summary(booking),
      adminUrl,
    ]),
  "team-meet-answered": ({ booking, adminUrl, meet, reason }) =>
    composeMail(`Encuentro de bienvenida ${meet?.status === "CONFIRMED" ? "confirmado" : "sin confirmar"}: solicitud ${booking.reference}`, [
      meet?.status === "CONFIRMED"
        ? `${booking.name} confirmó el encuentro de bienvenida con ${booking.sitterName ?? "el cuidador"}:`
        : `${booking.name} pide otra hora para el encuentro de bienvenida con ${booking.sitterName ?? "el cuidador"}. Motivo: ${reason ?? "sin motivo"}`,
      ...meetLine(meet, MEET_PLACE_LABELS_STAFF),
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

  // To the sitter (their linked account); never the owner's contact before the booking is confirmed
  "sitter-new-request": ({ booking, portalUrl }) =>
    composeMail(`Nueva solicitud ${booking.reference} para ti`, [
      helloSitter(booking),
      "El dueño de una mascota te envió una solicitud de cuidado. Revísala y respóndela desde tu portal, en «Mis solicitudes»: el equipo coordina los detalles por WhatsApp.",
      summary(booking),
      ...(booking.notes ? [`Notas del dueño: ${booking.notes}`] : []),
      portalUrl,
    ]),
  "sitter-request-reminder": ({ booking, portalUrl }) =>
    composeMail(`La solicitud ${booking.reference} espera tu respuesta`, [
      helloSitter(booking),
      "Hace un día te llegó esta solicitud y todavía no la respondes. Acéptala o recházala desde tu portal, en «Mis solicitudes»: si nadie la responde en 72 horas desde que llegó, vence y el dueño busca a otro cuidador.",
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
  "sitter-backup-booking": ({ booking, portalUrl }) =>
    composeMail(`Reserva ${booking.reference} confirmada contigo (Plan B)`, [
      helloSitter(booking),
      `Eras el Plan B de la reserva de ${firstName(booking.name)}: su cuidador canceló y ahora la reserva es tuya, en las mismas fechas. Los datos de contacto ya están en tu portal.`,
      summary(booking),
      portalUrl,
    ]),
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
} as const satisfies Record<string, (context: BookingMailContext) => MailContent>;

export type BookingMailKey = keyof typeof BOOKING_MAILS;

/**
 * A notice's WhatsApp twin: an approved UTILITY template in Spanish (`es`), sent beside the e-mail of the
 * same key to an owner or sitter who opted in. `text` is the body as submitted to Meta ({{n}} its parameters, in
 * order); `parameters` fills them. The body always carries the booking's reference, and the owner's the tracking link.
 * docs/whatsapp.md lists them for Meta (a unit test keeps that list equal to this one).
 */
export type WhatsappNotice = { template: string; text: string; parameters: (context: BookingMailContext) => string[] };

const ownerParameters = ({ booking, trackingUrl }: BookingMailContext) => [firstName(booking.name), booking.reference, trackingUrl];
const sitterParameters = ({ booking, portalUrl }: BookingMailContext) => [booking.sitterName ? firstName(booking.sitterName) : "cuidador", booking.reference, portalUrl];

export const BOOKING_WHATSAPP = {
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
  "booking-declined": {
    template: "huellitas_reserva_rechazada",
    text: "Hola, {{1}}. Tu solicitud de reserva {{2}} no pudo confirmarse. Mira el motivo y qué puedes hacer en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "booking-expired": {
    template: "huellitas_solicitud_vencida",
    text: "Hola, {{1}}. No pudimos confirmar a tiempo tu solicitud de reserva {{2}} y la cerramos. Lo sentimos. Tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "meet-proposed": {
    template: "huellitas_encuentro_propuesto",
    text: "¡Hola, {{1}}! Tu cuidador propone un encuentro de bienvenida para tu solicitud {{2}}. Mira el día y el lugar y respóndele en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "stay-report": {
    template: "huellitas_parte_del_dia",
    text: "¡Hola, {{1}}! Llegó un parte nuevo del cuidado de tu mascota (reserva {{2}}). Míralo en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "booking-cancelled-by-sitter": {
    template: "huellitas_plan_b",
    text: "Hola, {{1}}. Tu cuidador canceló la reserva {{2}}. Tu Plan B o cuidadores libres en tus fechas te esperan en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
  "booking-completed": {
    template: "huellitas_estadia_completada",
    text: "¡Hola, {{1}}! Terminó el cuidado de tu reserva {{2}}. ¿Cómo le fue a tu mascota? Deja tu reseña en tu enlace: {{3}}",
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
  "sitter-meet-answered": {
    template: "huellitas_cuidador_encuentro_respondido",
    text: "Hola, {{1}}. La familia respondió a tu propuesta de encuentro de la solicitud {{2}}. Mira su respuesta en tu portal: {{3}}",
    parameters: sitterParameters,
  },
  "sitter-booking-cancelled": {
    template: "huellitas_cuidador_reserva_cancelada",
    text: "Hola, {{1}}. La reserva {{2}} fue cancelada. Esas fechas quedan libres en tu calendario. Los detalles están en tu portal: {{3}}",
    parameters: sitterParameters,
  },
} as const satisfies Partial<Record<BookingMailKey, WhatsappNotice>>;

/** The notices that also go by WhatsApp. */
export const whatsappNoticeOf = (mail: BookingMailKey): WhatsappNotice | null => (BOOKING_WHATSAPP as Partial<Record<BookingMailKey, WhatsappNotice>>)[mail] ?? null;

/** Which notice a WhatsApp template carries (the team's list names it as its e-mail), or null for another template. */
export function noticeOfTemplate(template: string): { mail: BookingMailKey; notice: WhatsappNotice } | null {
  const found = Object.entries(BOOKING_WHATSAPP).find(([, notice]) => notice.template === template);
  return found ? { mail: found[0] as BookingMailKey, notice: found[1] } : null;
}

/** A template's body with its parameters in place, as the person read it. */
export const whatsappText = (text: string, parameters: string[]) => text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
