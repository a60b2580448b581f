import { BRAND } from "@/lib/brand";
import { SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatCalendarDay } from "@/lib/format-date";
import { whatsappDigits } from "@/lib/phone";

/** wa.me link to the pet owner with a prefilled Spanish message naming the sitter and the dates. */
export function ownerWhatsappUrl(booking: {
  name: string;
  whatsapp: string;
  service: ServiceCode;
  sitterName: string | null;
  startDate: Date;
  endDate: Date;
}): string {
  const firstName = booking.name.split(/\s+/)[0];
  const sitter = booking.sitterName ? ` con ${booking.sitterName}` : "";
  const start = formatCalendarDay(booking.startDate);
  const end = formatCalendarDay(booking.endDate);
  const dates = start === end ? `el ${start}` : `del ${start} al ${end}`;
  const message =
    `¡Hola, ${firstName}! Te escribimos de ${BRAND} por tu solicitud de ${SERVICE_LABELS[booking.service].toLowerCase()}` +
    `${sitter} ${dates}. ¿Tienes un momento para confirmar los detalles?`;
  return `https://wa.me/${whatsappDigits(booking.whatsapp)}?text=${encodeURIComponent(message)}`;
}
