import { hello, helloSitter, summary, type MailText } from "@/lib/bookings/core/mails";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { composeMail } from "@/lib/mail/compose";

// The problems' e-mails, lent to the booking sheet (PROBLEM_LENDS, joined in lib/bookings/lent.ts) and told with
// tellAbout (no move). `reason` carries the problem's lines as lib/bookings/problems/problems.ts writes them (its
// category, who reported it, its status and the team's answer): never the description one side typed, which the
// other reads on its page.

export const PROBLEM_MAILS = {
  "problem-reported-owner": ({ booking, trackingUrl, reason }) =>
    composeMail(`Problema reportado en tu reserva ${booking.reference}`, [
      hello(booking),
      "Se reportó un problema en tu reserva. Nuestro equipo lo revisa y te escribirá su respuesta aquí y en tu enlace.",
      reason ?? "",
      trackingUrl,
    ]),
  "problem-reported-sitter": ({ booking, portalUrl, reason }) =>
    composeMail(`Problema reportado en la reserva ${booking.reference}`, [
      helloSitter(booking),
      "Se reportó un problema en una de tus reservas. Nuestro equipo lo revisa y te escribirá su respuesta aquí y en tu portal.",
      reason ?? "",
      portalUrl,
    ]),
  "team-problem-health": ({ booking, adminUrl, reason }) =>
    composeMail(`URGENTE: problema de salud en la reserva ${booking.reference}`, [
      `Se reportó un problema de salud o una lesión durante el cuidado de la mascota de ${booking.name}. Llama hoy a la familia y a ${booking.sitterName ?? "el cuidador"}.`,
      reason ?? "",
      summary(booking),
      adminUrl,
    ]),
  "problem-updated-owner": ({ booking, trackingUrl, reason }) =>
    composeMail(`Respuesta del equipo: reserva ${booking.reference}`, [hello(booking), "Nuestro equipo actualizó el problema reportado en tu reserva.", reason ?? "", trackingUrl]),
  "problem-updated-sitter": ({ booking, portalUrl, reason }) =>
    composeMail(`Respuesta del equipo: reserva ${booking.reference}`, [helloSitter(booking), "Nuestro equipo actualizó el problema reportado en una de tus reservas.", reason ?? "", portalUrl]),
} as const satisfies Record<string, MailText>;

export type ProblemMailKey = keyof typeof PROBLEM_MAILS;

/** What the problems lend the booking sheet: their texts. */
export const PROBLEM_LENDS = { mails: PROBLEM_MAILS, whatsapp: {} } satisfies FeatureParts;
