import { hello, ownerParameters, summary, type MailText, type WhatsappNotice } from "@/lib/bookings/core/mails";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { composeMail } from "@/lib/mail/compose";

// The stay's texts (its notices, STAY_NOTICES in ./stay-rules.ts), lent to the booking sheet (STAY_LENDS, joined in
// lib/bookings/lent.ts).

export const STAY_MAILS = {
  "stay-report": ({ booking, trackingUrl }) =>
    composeMail(`Nuevo parte de tu reserva ${booking.reference}`, [
      hello(booking),
      `${booking.sitterName ?? "Tu cuidador"} te contó cómo va tu mascota. Mira el parte del día, con sus fotos si las hay, en tu enlace:`,
      trackingUrl,
    ]),
  "team-missing-report": ({ booking, adminUrl, reason }) =>
    composeMail(`Sin parte del día: reserva ${booking.reference}`, [
      `${booking.sitterName ?? "El cuidador"} no ha enviado el parte del ${reason} de la reserva de ${booking.name}. Escríbele para saber cómo va la mascota.`,
      summary(booking),
      adminUrl,
    ]),
} as const satisfies Record<string, MailText>;

export const STAY_WHATSAPP = {
  "stay-report": {
    template: "huellitas_parte_del_dia",
    text: "¡Hola, {{1}}! Llegó un parte nuevo del cuidado de tu mascota (reserva {{2}}). Míralo en tu enlace: {{3}}",
    parameters: ownerParameters,
  },
} as const satisfies Partial<Record<keyof typeof STAY_MAILS, WhatsappNotice>>;

export type StayMailKey = keyof typeof STAY_MAILS;

/** What the stay lends the booking sheet besides its timed job (STAY_PARTS): its texts. */
export const STAY_LENDS = { mails: STAY_MAILS, whatsapp: STAY_WHATSAPP } satisfies FeatureParts;
