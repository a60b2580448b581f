import "server-only";
import { PET_TYPE_LABELS } from "@/lib/constants";
import { serviceList } from "@/lib/format/services";
import { formatDateTimeShort } from "@/lib/format/dates";
import { listPetOwnerLeads, listProviderLeads } from "@/lib/leads/lists";
import { repeatSignupNote } from "@/lib/leads/repeats";
import { spreadsheetWhatsapp, toCsv, WHATSAPP_OPT_IN_COLUMNS, whatsappOptInCells } from "@/lib/lists/csv";
import { zoneName } from "@/lib/zones/catalog";

// The leads lists as CSV files ("postulaciones" and "duenos-en-espera", see lib/lists/exports.ts), of every zone
// or of one (`zone`), each entry with its number's WhatsApp consent (yes or no, and since when).

type LeadFilters = { zone?: string };

export async function providerLeadsCsv(filters: LeadFilters = {}): Promise<string> {
  return toCsv(
    ["Recibida", "Tipo", "Nombre", "Correo", "WhatsApp", "Zona", "Municipio", "Servicios", "Motivación", "Acepta contacto", "Cuenta creada", ...WHATSAPP_OPT_IN_COLUMNS, "Intentos repetidos"],
    (await listProviderLeads(filters)).map((l) => [
      formatDateTimeShort(l.createdAt),
      l.source === "APPLICATION" ? "Postulación" : "Lista de espera",
      l.name,
      l.email,
      spreadsheetWhatsapp(l.whatsapp),
      zoneName(l.zone),
      l.municipality,
      serviceList(l.services),
      l.motivation,
      l.consent ? "Sí" : "No",
      l.accountId ? "Sí" : "No",
      ...whatsappOptInCells(l.whatsappOptInAt),
      repeatSignupNote(l),
    ]),
  );
}

export async function petOwnerLeadsCsv(filters: LeadFilters = {}): Promise<string> {
  return toCsv(
    ["Registrado", "Nombre", "Correo", "WhatsApp", "Zona", "Mascota", "Código", "Referido por", "Personas referidas", ...WHATSAPP_OPT_IN_COLUMNS, "Intentos repetidos", "Búsqueda"],
    (await listPetOwnerLeads(filters)).entries.map((l) => [
      formatDateTimeShort(l.createdAt),
      l.name,
      l.email,
      spreadsheetWhatsapp(l.whatsapp),
      zoneName(l.zone),
      l.petType ? PET_TYPE_LABELS[l.petType] : "",
      l.referralCode,
      l.referredBy,
      l.referralCount,
      ...whatsappOptInCells(l.whatsappOptInAt),
      repeatSignupNote(l),
      // What they searched when they joined from /busca.
      l.searched ?? "",
    ]),
  );
}
