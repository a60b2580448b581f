import "server-only";
import { listBookings } from "@/lib/bookings/pipeline";
import { listPetOwnerLeads, listProviderLeads } from "@/lib/leads/lists";
import { BOOKING_STATUS_LABELS, NO_DETAILS } from "@/lib/bookings/status";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS, SERVICE_LABELS } from "@/lib/constants";
import { toCsv } from "@/lib/csv";
import { formatCalendarDayShort, formatDateTimeShort } from "@/lib/format/dates";
import { repeatSignupNote } from "@/lib/leads/repeats";
import { spreadsheetWhatsapp } from "@/lib/phone";

// Each admin list as a CSV file (see lib/csv.ts for the Excel-in-Spanish details).

export const EXPORTS = {
  reservas: async () =>
    toCsv(
      ["Recibida", "Estado", "Cuidador", "Servicio", "Desde", "Hasta", "Mascota", "Tamaño", "Dueño", "Correo", "WhatsApp", "Municipio", "Notas", "Nota interna"],
      (await listBookings()).map((b) => [
        formatDateTimeShort(b.createdAt),
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
        b.municipality,
        b.notes,
        b.internalNote,
      ]),
    ),
  solicitudes: async () =>
    toCsv(
      ["Recibida", "Tipo", "Nombre", "Correo", "WhatsApp", "Municipio", "Motivación", "Acepta contacto", "Cuenta creada", "Intentos repetidos"],
      (await listProviderLeads()).map((l) => [
        formatDateTimeShort(l.createdAt),
        l.source === "APPLICATION" ? "Solicitud" : "Lista de espera",
        l.name,
        l.email,
        spreadsheetWhatsapp(l.whatsapp),
        l.municipality,
        l.motivation,
        l.consent ? "Sí" : "No",
        l.accountId ? "Sí" : "No",
        repeatSignupNote(l),
      ]),
    ),
  "lista-de-espera": async () =>
    toCsv(
      ["Registrado", "Nombre", "Correo", "WhatsApp", "Mascota", "Código", "Referido por", "Personas referidas", "Intentos repetidos"],
      (await listPetOwnerLeads()).entries.map((l) => [
        formatDateTimeShort(l.createdAt),
        l.name,
        l.email,
        spreadsheetWhatsapp(l.whatsapp),
        l.petType ? PET_TYPE_LABELS[l.petType] : "",
        l.referralCode,
        l.referredBy,
        l.referralCount,
        repeatSignupNote(l),
      ]),
    ),
} as const;

export type ExportName = keyof typeof EXPORTS;
export const isExportName = (name: string): name is ExportName => Object.hasOwn(EXPORTS, name);
