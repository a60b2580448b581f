import { hello, helloSitter, ownerParameters, sitterContact, summary, type MailText, type WhatsappNotice } from "@/lib/bookings/core/mails";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { withRebook } from "@/lib/bookings/core/tracking";
import { PLAN_B_GUARDS } from "@/lib/bookings/plan-b/plan-b-rules";
import { firstName } from "@/lib/format/text";
import { composeMail } from "@/lib/mail/compose";
import { teamChannelText } from "@/lib/site/team-contact";
import { readableWhatsapp } from "@/lib/site/whatsapp-number";

// Plan B's texts: the sitter's cancellation with the owner's way out, and the booking passed to the backup; lent to
// the booking sheet with its guard (PLAN_B_LENDS, joined in lib/bookings/lent.ts).

/** The owner's way out after a sitter cancels: the backup's name, else up to three sitters with a prefilled request each. */
export type PlanBOffer = { backup: string | null; alternatives: { name: string; url: string; nearby?: string }[] };

declare module "@/lib/bookings/core/mails" {
  interface LentContext {
    /** When the sitter leaves (the `offerPlanB` effect, plan-b-effects.ts): the named backup, still free, or free sitters to ask instead. */
    planB?: PlanBOffer;
  }
}

/**
 * What the sheet's Plan B rows do besides the status, as the sheet doc reads it (applied by plan-b-effects.ts inside
 * the move's transaction): `offerPlanB` gives the owner's e-mail the named backup (if still free) or up to three free
 * sitters; `switchToBackup` makes the backup the booking's sitter (409 when no longer free).
 */
export const PLAN_B_EFFECTS = {
  offerPlanB: { says: "the owner's e-mail offers the Plan B, or up to 3 free sitters" },
  switchToBackup: { says: "the Plan B, still free, becomes the sitter" },
} as const satisfies Record<string, { says: string }>;

/** The Plan B paragraphs of the sitter's cancellation e-mail (the tracking link is where the one tap is). */
function planBParagraphs(planB: PlanBOffer | undefined, trackingUrl: string): string[] {
  if (planB?.backup) return [`Tu Plan B es ${planB.backup}, libre en tus fechas. Pasar la reserva a ${planB.backup} es un toque, en tu enlace:`, trackingUrl];
  const alternatives = planB?.alternatives ?? [];
  if (alternatives.length === 0) return [`Escríbenos ${teamChannelText()} y te ayudamos a encontrar otro cuidador. Tu solicitud queda aquí:`, trackingUrl];
  return [
    `${alternatives.length === 1 ? "Este cuidador está libre" : "Estos cuidadores están libres"} en tus fechas y cuida${alternatives.length === 1 ? "" : "n"} a tu mascota. Cada enlace abre una solicitud nueva con tus datos:`,
    ...alternatives.flatMap((sitter) => [sitter.nearby ? `${sitter.name} · ${sitter.nearby}` : sitter.name, withRebook(sitter.url, trackingUrl)]),
    "Tu solicitud queda aquí:",
    trackingUrl,
  ];
}

export const PLAN_B_MAILS = {
  // To the owner
  "booking-cancelled-by-sitter": ({ booking, trackingUrl, reason, planB }) =>
    composeMail(`${booking.sitterName ?? "Tu cuidador"} canceló tu reserva ${booking.reference}`, [
      hello(booking),
      `Lo sentimos: ${booking.sitterName ?? "tu cuidador"} canceló tu reserva confirmada. Motivo: ${reason ?? "sin motivo"}`,
      summary(booking),
      ...planBParagraphs(planB, trackingUrl),
    ]),
  // The owner said the sitter never came on the first day: the same way out as a cancellation.
  "booking-sitter-no-show": ({ booking, trackingUrl, planB }) =>
    composeMail(`Tu cuidador no llegó: reserva ${booking.reference} cancelada`, [
      hello(booking),
      `Nos dijiste que ${booking.sitterName ?? "tu cuidador"} no llegó. Lo sentimos mucho: cancelamos la reserva, queda en su historial y nuestro equipo ya está enterado.`,
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

  // To the team
  "team-sitter-cancelled": ({ booking, adminUrl, reason, planB }) =>
    composeMail(`${booking.sitterName ?? "El cuidador"} canceló la reserva confirmada ${booking.reference}`, [
      `${booking.sitterName ?? "El cuidador"} canceló desde su portal la reserva confirmada de ${booking.name} (WhatsApp ${readableWhatsapp(booking.whatsapp)}). Motivo: ${reason ?? "sin motivo"}`,
      planB?.backup
        ? `Plan B: ${planB.backup}. El dueño puede pasarle la reserva con un toque desde su enlace.`
        : `Sin Plan B: le ofrecimos ${planB?.alternatives.length ? planB.alternatives.map((sitter) => sitter.name).join(", ") : "escribirnos por WhatsApp"}.`,
      summary(booking),
      adminUrl,
    ]),
  "team-sitter-no-show": ({ booking, adminUrl, planB }) =>
    composeMail(`Urgente: ${booking.sitterName ?? "el cuidador"} no llegó (reserva ${booking.reference})`, [
      `${booking.name} (WhatsApp ${readableWhatsapp(booking.whatsapp)}) dice que ${booking.sitterName ?? "el cuidador"} no llegó el primer día. La reserva quedó cancelada y la ausencia en el historial del cuidador. Escríbele a la familia hoy.`,
      planB?.backup
        ? `Plan B: ${planB.backup}. La familia puede pasarle la reserva con un toque desde su enlace.`
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

  // To the sitter (the backup)
  "sitter-backup-booking": ({ booking, portalUrl }) =>
    composeMail(`Reserva ${booking.reference} confirmada contigo (Plan B)`, [
      helloSitter(booking),
      `Eras el Plan B de la reserva de ${firstName(booking.name)}: su cuidador canceló y ahora la reserva es tuya, en las mismas fechas. Los datos de contacto ya están en tu portal.`,
      summary(booking),
      portalUrl,
    ]),
} as const satisfies Record<string, MailText>;

export const PLAN_B_WHATSAPP = {
  "booking-cancelled-by-sitter": {
    template: "huellitas_plan_b",
    text: "Hola, {{1}}. Tu cuidador canceló la reserva {{2}}. Tu Plan B o cuidadores libres en tus fechas te esperan en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
} as const satisfies Partial<Record<keyof typeof PLAN_B_MAILS, WhatsappNotice>>;

/** What Plan B lends the booking sheet besides its guard's data and effects (PLAN_B_PARTS): its guard and texts. */
export const PLAN_B_LENDS = { guards: PLAN_B_GUARDS, mails: PLAN_B_MAILS, whatsapp: PLAN_B_WHATSAPP } satisfies FeatureParts;
