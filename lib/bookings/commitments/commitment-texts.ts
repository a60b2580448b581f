import { hello, helloSitter, summary, type MailText } from "@/lib/bookings/core/mails";
import { publicPath } from "@/lib/site/routing";
import { COMMITMENTS_PATH, COMMITMENTS_TITLE } from "@/lib/site/commitments";
import { siteOrigin } from "@/lib/site/url";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { firstName } from "@/lib/format/text";
import { composeMail } from "@/lib/mail/compose";
import { teamChannelText } from "@/lib/site/team-contact";
import { readableWhatsapp } from "@/lib/site/whatsapp-number";

// The texts of the no-shows each side reports (the sheet's owner.reportNoShow and sitter.reportNoShow), the words of
// the marks the rows leave on a side's record, and the confirmation's paragraph on what both sides commit to; lent to
// the booking sheet (COMMITMENT_LENDS, joined in lib/bookings/lent.ts). The owner's Plan B texts are Plan B's.

/** What a move leaves on a side's record, as the sheet doc reads it (written by commitments.ts inside the move's transaction). */
export const COMMITMENT_MARKS = {
  familyLateCancellation: { says: "a confirmed stay cancelled < 72 h before its start: the family's late cancellation" },
  sitterLateCancellation: {
    says: "< 7 days before its start (14 in peak season): the sitter's late cancellation, for the team to review; a second in 90 days pauses the profile",
  },
  sitterNoShow: { says: "the sitter's no-show" },
  familyNoShow: { says: "the family's no-show" },
} as const satisfies Record<string, { says: string }>;

/** The public page of what each side commits to (absolute, under /preview while the site is gated). */
export const commitmentsUrl = () => `${siteOrigin()}${publicPath(COMMITMENTS_PATH)}`;

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
export const COMMITMENT_LENDS = {
  mails: COMMITMENT_MAILS,
  addenda: {
    // The confirmation ends with where both sides' promises are written.
    "booking-confirmed": {
      at: "end",
      lines: ({ booking }) => [
        `Lo que tú y ${booking.sitterName ? firstName(booking.sitterName) : "tu cuidador"} se prometen (cancelar con tiempo, la entrega y la recogida, los problemas) está en ${COMMITMENTS_TITLE}: ${commitmentsUrl()}`,
      ],
    },
  },
} satisfies FeatureParts;
