import { z } from "@/lib/zod";
import { isIsoDate } from "@/lib/dates";
import { Service } from "@/lib/generated/prisma/enums";
import { ZONE_SLUGS } from "@/lib/zones/catalog";
import { ZONE_MESSAGES } from "@/lib/zones/schemas";
import { PULSE_WEEKS_DEFAULT, PULSE_WEEKS_MAX } from "./weeks";

// The pulse's inputs: the page's search beacon and the team's queries.

export const PULSE_MESSAGES = {
  weeks: `Las semanas deben ser un número entero del 1 al ${PULSE_WEEKS_MAX}.`,
  service: "Elige un servicio válido: WALK, DAYCARE o BOARDING.",
  zero: "Indica con 1 o 0 si la búsqueda no encontró a nadie.",
  week: "Indica la semana por su lunes, con el formato AAAA-MM-DD.",
} as const;

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** ?weeks=N: 1–52, default 12. */
export const weeksField = z.preprocess(
  blankToUndefined,
  z
    .string(PULSE_MESSAGES.weeks)
    .regex(/^\d{1,2}$/, PULSE_MESSAGES.weeks)
    .transform(Number)
    .refine((weeks) => weeks >= 1 && weeks <= PULSE_WEEKS_MAX, PULSE_MESSAGES.weeks)
    .default(PULSE_WEEKS_DEFAULT),
);

/** GET /api/admin/pulse, its zeros and its CSV. */
export const pulseQuerySchema = z.object({ weeks: weeksField });

/** GET /api/admin/pulse/slow-replies?week=YYYY-MM-DD[&zone=slug] */
export const slowRepliesQuerySchema = z.object({
  week: z.string(PULSE_MESSAGES.week).refine(isIsoDate, PULSE_MESSAGES.week),
  zone: z.preprocess(blankToUndefined, z.enum(ZONE_SLUGS, ZONE_MESSAGES.unknown).optional()),
});

/**
 * POST /api/pulse/searches?zona=slug&servicio=CODE&cero=1 – one search the page showed: its zone (none for a search
 * that names none), its service (none: every service) and whether it found nobody. Nothing else is read.
 */
export const searchBeaconSchema = z.object({
  zona: z.preprocess(blankToUndefined, z.enum(ZONE_SLUGS, ZONE_MESSAGES.unknown).optional()),
  servicio: z.preprocess(blankToUndefined, z.enum(Object.values(Service), PULSE_MESSAGES.service).optional()),
  cero: z.enum(["0", "1"], PULSE_MESSAGES.zero).transform((value) => value === "1"),
});
export type SearchBeacon = z.output<typeof searchBeaconSchema>;
