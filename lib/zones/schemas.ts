import { z } from "@/lib/zod";
import { formatCount, formatCountOf } from "@/lib/format/text";
import { filterField } from "@/lib/lists/query";
import { ZONE_SLUGS } from "@/lib/zones/catalog";
import { READINESS_THRESHOLD_LIMITS } from "@/lib/zones/readiness";
import { ZONE_STATES } from "@/lib/zones/states";

export const ZONE_MESSAGES = {
  unknown: "Elige una zona de la lista.",
  state: "Elige un estado válido: WAITLIST, INVITE u OPEN.",
  notFound: "No encontramos esa zona.",
  openingState: "Elige INVITE u OPEN: los estados que avisan a la lista.",
  /** POST /api/admin/zones/{slug}/invitations for a zone not «Por invitación» (409). */
  notInvite: (zone: string) => `${zone} no está «Por invitación»: solo se invita a las familias de una zona en ese estado.`,
  notForList: "Esta lista no se filtra por zona.",
  readySitters: `Escribe cuántos cuidadores listos hacen falta: un número entero de ${READINESS_THRESHOLD_LIMITS.min} a ${formatCount(READINESS_THRESHOLD_LIMITS.max)}.`,
  waitingFamilies: `Escribe cuántas familias en espera hacen falta: un número entero de ${READINESS_THRESHOLD_LIMITS.min} a ${formatCount(READINESS_THRESHOLD_LIMITS.max)}.`,
  /** Back to the waitlist while sitters of the zone still have bookings under way. */
  liveBookings: (count: number) =>
    `Esta zona tiene ${formatCountOf(count, "reserva en curso", "reservas en curso")} (recibidas, contactadas o confirmadas): ` +
    "ciérralas antes de volver a ponerla en lista de espera.",
} as const;

/** PATCH /api/admin/zones/{slug} */
export const zoneStateSchema = z.object({ state: z.enum(ZONE_STATES, ZONE_MESSAGES.state) });

/** GET /api/admin/zones/{slug}/opening?state=: who an opening would write to (the states that write). */
export const openingPreviewSchema = z.object({ state: z.enum(["INVITE", "OPEN"], ZONE_MESSAGES.openingState) });

const threshold = (message: string) =>
  z.number(message).int(message).min(READINESS_THRESHOLD_LIMITS.min, message).max(READINESS_THRESHOLD_LIMITS.max, message);

/** PUT /api/admin/zone-thresholds: both thresholds of «Lista para abrir». */
export const readinessThresholdsSchema = z.object({
  readySitters: threshold(ZONE_MESSAGES.readySitters),
  waitingFamilies: threshold(ZONE_MESSAGES.waitingFamilies),
});

/** A sign-up's zone: optional (empty or null is none), else one of the zones' slugs. */
export const zoneField = z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(ZONE_SLUGS, ZONE_MESSAGES.unknown).optional());

/** The team's lists' `zone` filter (?zone=slug): one zone's entries; empty means every zone. */
export const zoneFilter = filterField(ZONE_SLUGS, ZONE_MESSAGES.unknown);

/** GET /api/admin/export/{list}?zone=slug */
export const zoneListFilterSchema = z.object({ zone: zoneFilter });
