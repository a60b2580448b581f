import { hello, helloSitter, summary, type BookingMailContext, type MailText } from "@/lib/bookings/core/mails";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { composeMail } from "@/lib/mail/compose";

// The problems' e-mails, lent to the booking sheet (PROBLEM_LENDS, joined in lib/bookings/lent.ts) and told with
// tellAbout (no move). `reason` carries the problem's lines as lib/bookings/problems/problems.ts writes them (its
// category, who reported it, its status and the team's answer): never the description one side typed, which the
// other reads on its page.

/** Who reads a problem's e-mail: the owner or the sitter differ only in the greeting, the booking's words and their link. */
const READERS = {
  owner: { hello, subject: "tu reserva", booking: "tu reserva", page: "tu enlace", link: (context: BookingMailContext) => context.trackingUrl },
  sitter: { hello: helloSitter, subject: "la reserva", booking: "una de tus reservas", page: "tu portal", link: (context: BookingMailContext) => context.portalUrl },
} as const;
type Reader = keyof typeof READERS;

/** «Problema reportado»: one side reported a problem; the team reviews it. */
function reported(reader: Reader): MailText {
  const words = READERS[reader];
  return (context) =>
    composeMail(`Problema reportado en ${words.subject} ${context.booking.reference}`, [
      words.hello(context.booking),
      `Se reportó un problema en ${words.booking}. Nuestro equipo lo revisa y te escribirá su respuesta aquí y en ${words.page}.`,
      context.reason ?? "",
      words.link(context),
    ]);
}

/** «Respuesta del equipo»: the team changed the problem's status or answered it. */
function updated(reader: Reader): MailText {
  const words = READERS[reader];
  return (context) =>
    composeMail(`Respuesta del equipo: reserva ${context.booking.reference}`, [
      words.hello(context.booking),
      `Nuestro equipo actualizó el problema reportado en ${words.booking}.`,
      context.reason ?? "",
      words.link(context),
    ]);
}

export const PROBLEM_MAILS = {
  "problem-reported-owner": reported("owner"),
  "problem-reported-sitter": reported("sitter"),
  "team-problem-health": ({ booking, adminUrl, reason }) =>
    composeMail(`URGENTE: problema de salud en la reserva ${booking.reference}`, [
      `Se reportó un problema de salud o una lesión durante el cuidado de la mascota de ${booking.name}. Llama hoy a la familia y a ${booking.sitterName ?? "el cuidador"}.`,
      reason ?? "",
      summary(booking),
      adminUrl,
    ]),
  "problem-updated-owner": updated("owner"),
  "problem-updated-sitter": updated("sitter"),
} as const satisfies Record<string, MailText>;

export type ProblemMailKey = keyof typeof PROBLEM_MAILS;

/** What the problems lend the booking sheet: their texts. */
export const PROBLEM_LENDS = { mails: PROBLEM_MAILS, whatsapp: {} } satisfies FeatureParts;
