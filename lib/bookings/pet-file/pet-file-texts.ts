import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { firstName } from "@/lib/format/text";

// The pet's file in the booking sheet's texts: the confirmation asks the owner to fill it while there is none
// (PET_FILE_LENDS, joined in lib/bookings/lent.ts; whether there is one, PET_FILE_PARTS loads).

declare module "@/lib/bookings/core/mails" {
  interface LentContext {
    /** No pet's file yet: the confirmation asks the owner to fill it. */
    petFileMissing?: boolean;
  }
}

export const PET_FILE_LENDS = {
  addenda: {
    "booking-confirmed": {
      at: "details",
      lines: ({ booking, petFileMissing }) =>
        petFileMissing
          ? [`Antes de la entrega, llena la ficha de tu mascota desde tu enlace (sección «Ficha de tu mascota»): comida, medicinas, veterinario y contactos de emergencia. ${booking.sitterName ? firstName(booking.sitterName) : "Tu cuidador"} la verá en cuanto la guardes.`]
          : [],
    },
  },
} satisfies FeatureParts;
