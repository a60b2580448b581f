import { z } from "@/lib/zod";
import { formatCountOf } from "@/lib/format/text";
import { filterField } from "@/lib/lists/query";
import { ZONE_SLUGS } from "@/lib/zones/catalog";
import { ZONE_STATES } from "@/lib/zones/states";

export const ZONE_MESSAGES = {
  unknown: "Elige una zona de la lista.",
  state: "Elige un estado válido: WAITLIST, INVITE u OPEN.",
  notFound: "No encontramos esa zona.",
  notForList: "Esta lista no se filtra por zona.",
  /** Back to the waitlist while sitters of the zone still have bookings under way. */
  liveBookings: (count: number) =>
    `Esta zona tiene ${formatCountOf(count, "reserva en curso", "reservas en curso")} (recibidas, contactadas o confirmadas): ` +
    "ciérralas antes de volver a ponerla en lista de espera.",
} as const;

/** PATCH /api/admin/zones/{slug} */
export const zoneStateSchema = z.object({ state: z.enum(ZONE_STATES, ZONE_MESSAGES.state) });

/** A sign-up's zone: optional (empty or null is none), else one of the zones' slugs. */
export const zoneField = z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(ZONE_SLUGS, ZONE_MESSAGES.unknown).optional());

/** The team's lists' `zone` filter (?zone=slug): one zone's entries; empty means every zone. */
export const zoneFilter = filterField(ZONE_SLUGS, ZONE_MESSAGES.unknown);

/** GET /api/admin/export/{list}?zone=slug */
export const zoneListFilterSchema = z.object({ zone: zoneFilter });
