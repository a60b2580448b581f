import { z } from "@/lib/zod";
import { addDays, CARE_HORIZON_DAYS, isIsoDate, todayInElSalvador } from "@/lib/dates";
import { MAX_PRICE_CAP, MAX_SEARCH_DAYS, parseSearchFilters, SEARCH_KEYS } from "./search-filters";
import { SEARCH_ORDERS } from "./search-order";

// GET /api/sitters' query. Its own search parameters are checked strictly: a client that sends a wrong date, price
// or order hears why (400) instead of getting a list that silently ignored it. The others (the page's words and
// the old product's) are read as leniently as the search page reads them.

export const SEARCH_PARAM_MESSAGES = {
  date: "La fecha no es válida. Usa el formato AAAA-MM-DD.",
  past: "La fecha no puede ser anterior a hoy.",
  tooFar: "Por ahora buscamos fechas dentro de los próximos 12 meses.",
  endBeforeStart: "La fecha final no puede ser anterior a la inicial.",
  endWithoutStart: "Indica también la fecha inicial (desde).",
  tooLong: `Busca un rango de ${MAX_SEARCH_DAYS} días como máximo.`,
  price: `El precio máximo debe ser un número entero de 1 a ${MAX_PRICE_CAP} dólares.`,
  order: `El orden debe ser uno de: ${Object.keys(SEARCH_ORDERS).join(", ")}.`,
} as const;

const day = z.string().refine(isIsoDate, SEARCH_PARAM_MESSAGES.date);

const lenient = z.string().optional();

/**
 * The search filters of a query (lib/sitters/search-filters.ts), or null when it names no search parameter (every
 * published sitter). `today` defaults to the day of each request in El Salvador.
 */
export function searchParamsSchema(today?: string) {
  return z
    .object({
      departamento: lenient,
      department: lenient,
      zona: lenient,
      servicio: lenient,
      service: lenient,
      gatos: lenient,
      grandes: lenient,
      tamano: lenient,
      size: lenient,
      minRating: lenient,
      date: lenient,
      desde: day.optional(),
      fecha: day.optional(),
      hasta: day.optional(),
      precioMax: z
        .string()
        .regex(/^\d{1,4}$/, SEARCH_PARAM_MESSAGES.price)
        .refine((price) => Number(price) >= 1 && Number(price) <= MAX_PRICE_CAP, SEARCH_PARAM_MESSAGES.price)
        .optional(),
      orden: z.enum(Object.keys(SEARCH_ORDERS) as [keyof typeof SEARCH_ORDERS], SEARCH_PARAM_MESSAGES.order).optional(),
    } satisfies Record<(typeof SEARCH_KEYS)[number], z.ZodType>)
    .superRefine((params, ctx) => {
      const start = params.desde ?? params.fecha;
      const problem = (message: string, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
      const day = today ?? todayInElSalvador();
      if (start && start < day) problem(SEARCH_PARAM_MESSAGES.past, params.desde ? "desde" : "fecha");
      if (start && start > addDays(day, CARE_HORIZON_DAYS)) problem(SEARCH_PARAM_MESSAGES.tooFar, params.desde ? "desde" : "fecha");
      if (params.hasta && !start) problem(SEARCH_PARAM_MESSAGES.endWithoutStart, "hasta");
      if (params.hasta && start && params.hasta < start) problem(SEARCH_PARAM_MESSAGES.endBeforeStart, "hasta");
      if (params.hasta && start && params.hasta > addDays(start, MAX_SEARCH_DAYS - 1)) problem(SEARCH_PARAM_MESSAGES.tooLong, "hasta");
    })
    .transform((params) => (SEARCH_KEYS.some((key) => params[key] !== undefined) ? parseSearchFilters(params, today) : null));
}
