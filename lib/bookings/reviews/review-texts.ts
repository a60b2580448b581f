import { hello, ownerParameters, type MailText, type WhatsappNotice } from "@/lib/bookings/core/mails";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { completedTitle } from "@/lib/bookings/core/status";
import { rebookUrl } from "@/lib/bookings/core/tracking";
import { REVIEW_WINDOW_DAYS } from "@/lib/bookings/reviews/review-rules";
import { composeMail } from "@/lib/mail/compose";

// The completed stay's e-mail is the review's invitation (and "Reservar de nuevo"): lent to the booking sheet
// (REVIEW_LENDS, joined in lib/bookings/lent.ts), which tells it on its completing rows.

export const REVIEW_MAILS = {
  "booking-completed": ({ booking, trackingUrl }) =>
    composeMail(`¿Cómo le fue a tu mascota? Reseña tu reserva ${booking.reference}`, [
      hello(booking),
      `${completedTitle(booking.service)}. Esperamos que todo haya salido bien con ${booking.sitterName ?? "tu cuidador"}.`,
      `Cuéntanos cómo te fue: tu reseña aparece en su perfil con la marca «Reserva verificada» y ayuda a otras familias. Tienes ${REVIEW_WINDOW_DAYS} días para dejarla.`,
      trackingUrl,
      // Only with one of our sitters (the owner's texts name no one else): the same link fills a new request.
      ...(booking.sitterName ? [`Reservar de nuevo con ${booking.sitterName}:`, rebookUrl(trackingUrl)] : []),
    ]),
} as const satisfies Record<string, MailText>;

export const REVIEW_WHATSAPP = {
  "booking-completed": {
    template: "huellitas_estadia_completada",
    text: "¡Hola, {{1}}! Terminó el cuidado de tu reserva {{2}}. ¿Cómo le fue a tu mascota? Deja tu reseña en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
} as const satisfies Partial<Record<keyof typeof REVIEW_MAILS, WhatsappNotice>>;

/** What the reviews lend the booking sheet: the text that invites the review. */
export const REVIEW_LENDS = { mails: REVIEW_MAILS, whatsapp: REVIEW_WHATSAPP } satisfies FeatureParts;
