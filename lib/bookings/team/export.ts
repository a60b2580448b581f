import "server-only";
import { listBookings } from "@/lib/bookings/team/pipeline";
import { bookingReference } from "@/lib/bookings/core/reference";
import { BOOKING_STATUS_LABELS, NO_DETAILS } from "@/lib/bookings/core/status";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS, SERVICE_LABELS } from "@/lib/constants";
import { formatCalendarDayShort, formatDateTimeShort } from "@/lib/format/dates";
import { spreadsheetWhatsapp, toCsv, WHATSAPP_OPT_IN_COLUMNS, whatsappOptInCells } from "@/lib/lists/csv";

/** The team's pipeline as a CSV file ("reservas", see lib/lists/exports.ts). */
export async function bookingsCsv(): Promise<string> {
  return toCsv(
    ["Recibida", "Referencia", "Estado", "Cuidador", "Servicio", "Desde", "Hasta", "Mascota", "Tamaño", "Dueño", "Correo", "WhatsApp", ...WHATSAPP_OPT_IN_COLUMNS, "Municipio", "Notas", "Nota interna"],
    (await listBookings()).map((b) => [
      formatDateTimeShort(b.createdAt),
      bookingReference(b.id),
      BOOKING_STATUS_LABELS[b.status],
      b.sitterName,
      b.service ? SERVICE_LABELS[b.service] : NO_DETAILS,
      b.startDate ? formatCalendarDayShort(b.startDate) : NO_DETAILS,
      b.endDate ? formatCalendarDayShort(b.endDate) : NO_DETAILS,
      b.petType ? PET_TYPE_LABELS[b.petType] : NO_DETAILS,
      b.petSize ? PET_SIZE_SHORT_LABELS[b.petSize] : NO_DETAILS,
      b.name,
      b.email,
      spreadsheetWhatsapp(b.whatsapp),
      ...whatsappOptInCells(b.whatsappOptInAt),
      b.municipality,
      b.notes,
      b.internalNote,
    ]),
  );
}
