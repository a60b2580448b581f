import { hello, helloSitter, summary, type MailText } from "@/lib/bookings/core/mails";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { firstName } from "@/lib/format/text";
import { composeMail } from "@/lib/mail/compose";
import { teamChannelText } from "@/lib/site/team-contact";
import { readableWhatsapp } from "@/lib/site/whatsapp-number";

// The texts of the no-shows each side reports (the sheet's owner.reportNoShow and sitter.reportNoShow), lent to the
// booking sheet (COMMITMENT_LENDS, joined in lib/bookings/lent.ts). The owner's Plan B texts are Plan B's.

export const COMMITMENT_MAILS = {
  // To the sitter whose family said they never came.
  "sitter-no-show-recorded": ({ booking, portalUrl }) =>
    composeMail(`La familia dice que no llegaste: reserva ${booking.reference}`, [
      helloSitter(booking),
      `${firstName(booking.name)} nos dijo que no llegaste el primer día de su reserva. La reserva quedó cancelada y la ausencia en tu historial. Si no fue así, escríbenos ${teamChannelText()} hoy mismo y lo revisamos contigo.`,
      summary(booking),
      portalUrl,
    ]),
  // The sitter said the family never came.
  "booking-family-no-show": ({ booking, trackingUrl }) =>
    composeMail(`Reserva ${booking.reference} cancelada: no llegaste a la entrega`, [
      hello(booking),
      `${booking.sitterName ?? "Tu cuidador"} nos dijo que no llegaste a entregar a tu mascota el primer día. Cancelamos la reserva y queda en tu historial. Si hubo un error, escríbenos ${teamChannelText()} y lo revisamos contigo.`,
      summary(booking),
      trackingUrl,
    ]),
  "team-family-no-show": ({ booking, adminUrl }) =>
    composeMail(`La familia no llegó: reserva ${booking.reference}`, [
      `${booking.sitterName ?? "El cuidador"} dice que ${booking.name} (WhatsApp ${readableWhatsapp(booking.whatsapp)}) no llegó a la entrega el primer día. La reserva quedó cancelada y la ausencia en el historial de la familia.`,
      summary(booking),
      adminUrl,
    ]),
} as const satisfies Record<string, MailText>;

/** What the commitments lend the booking sheet besides their marks (COMMITMENT_PARTS): their texts. */
export const COMMITMENT_LENDS = { mails: COMMITMENT_MAILS } satisfies FeatureParts;
