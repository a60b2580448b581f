import { BRAND } from "@/lib/site/brand";
import { SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatDayRange } from "@/lib/format/dates";
import { firstName } from "@/lib/format/text";
import { whatsappDigits } from "@/lib/site/whatsapp-number";
import { waMe } from "@/lib/site/whatsapp";

/** wa.me link to the pet owner with a prefilled Spanish message naming the sitter and the dates. */
export function ownerWhatsappUrl(booking: {
  name: string;
  whatsapp: string;
  service: ServiceCode | null;
  sitterName: string | null;
  startDate: Date | null;
  endDate: Date | null;
}): string {
  const sitter = booking.sitterName ? ` con ${booking.sitterName}` : "";
  const what = booking.service ? SERVICE_LABELS[booking.service].toLowerCase() : "reserva";
  const dates = booking.startDate && booking.endDate ? ` ${formatDayRange(booking.startDate, booking.endDate)}` : "";
  const message =
    `¡Hola, ${firstName(booking.name)}! Te escribimos de ${BRAND} por tu solicitud de ${what}` +
    `${sitter}${dates}. ¿Tienes un momento para confirmar los detalles?`;
  return waMe(whatsappDigits(booking.whatsapp), message);
}
