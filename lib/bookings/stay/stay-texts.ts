import { hello, helloSitter, ownerParameters, summary, type MailText, type WhatsappNotice } from "@/lib/bookings/core/mails";
import { firstName } from "@/lib/format/text";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { composeMail } from "@/lib/mail/compose";
import { STAY_GUARDS } from "@/lib/bookings/stay/stay-rules";

// The stay's texts (its notices, STAY_NOTICES in ./stay-rules.ts), lent to the booking sheet with the guards of its
// hand-over and no-show rows (STAY_LENDS, joined in lib/bookings/lent.ts).

export const STAY_MAILS = {
  "stay-report": ({ booking, trackingUrl }) =>
    composeMail(`Nuevo parte de tu reserva ${booking.reference}`, [
      hello(booking),
      `${booking.sitterName ?? "Tu cuidador"} te contó cómo va tu mascota. Mira el parte del día, con sus fotos si las hay, en tu enlace:`,
      trackingUrl,
    ]),
  // The stay at the door (the sheet's sitter.handOver and owner.pickUp).
  "booking-handed-over": ({ booking, trackingUrl }) =>
    composeMail(`Tu mascota ya está con ${booking.sitterName ?? "tu cuidador"} (reserva ${booking.reference})`, [
      hello(booking),
      `${booking.sitterName ?? "Tu cuidador"} registró que recibió a tu mascota: la estadía está en curso. Sigue los partes del día en tu enlace y, cuando la recojas, márcalo ahí.`,
      summary(booking),
      trackingUrl,
    ]),
  "sitter-picked-up": ({ booking, portalUrl }) =>
    composeMail(`${firstName(booking.name)} recogió a su mascota (reserva ${booking.reference})`, [
      helloSitter(booking),
      `${firstName(booking.name)} registró que recogió a su mascota: la reserva quedó completada. ¡Gracias por tu cuidado!`,
      summary(booking),
      portalUrl,
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
export const STAY_LENDS = { guards: STAY_GUARDS, mails: STAY_MAILS, whatsapp: STAY_WHATSAPP } satisfies FeatureParts;
