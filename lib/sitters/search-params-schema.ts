import { z } from "@/lib/zod";
import { addDays, isIsoDate, todayInElSalvador } from "@/lib/dates";
import { MAX_PRICE_CAP, MAX_SEARCH_DAYS } from "./search-filters";
import { SEARCH_ORDERS } from "./search-order";

// GET /api/sitters' own search parameters, checked strictly: a client that sends a wrong date, price or order
// hears why (400) instead of getting a list that silently ignored it. The search page is lenient instead.

export const SEARCH_PARAM_MESSAGES = {
  date: "La fecha no es válida. Usa el formato AAAA-MM-DD.",
  past: "La fecha no puede ser anterior a hoy.",
  endBeforeStart: "La fecha final no puede ser anterior a la inicial.",
  endWithoutStart: "Indica también la fecha inicial (desde).",
  tooLong: `Busca un rango de ${MAX_SEARCH_DAYS} días como máximo.`,
  price: `El precio máximo debe ser un número entero de 1 a ${MAX_PRICE_CAP} dólares.`,
  order: `El orden debe ser uno de: ${Object.keys(SEARCH_ORDERS).join(", ")}.`,
} as const;

const day = z.string().refine(isIsoDate, SEARCH_PARAM_MESSAGES.date);

export function searchParamsSchema(today = todayInElSalvador()) {
  return z
    .object({
      desde: day.optional(),
      fecha: day.optional(),
      hasta: day.optional(),
      precioMax: z
        .string()
        .regex(/^\d{1,4}$/, SEARCH_PARAM_MESSAGES.price)
        .transform(Number)
        .refine((price) => price >= 1 && price <= MAX_PRICE_CAP, SEARCH_PARAM_MESSAGES.price)
        .optional(),
      orden: z.enum(Object.keys(SEARCH_ORDERS) as [keyof typeof SEARCH_ORDERS], SEARCH_PARAM_MESSAGES.order).optional(),
    })
    .superRefine((params, ctx) => {
      const start = params.desde ?? params.fecha;
      const problem = (message: string, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
      if (start && start < today) problem(SEARCH_PARAM_MESSAGES.past, params.desde ? "desde" : "fecha");
      if (params.hasta && !start) problem(SEARCH_PARAM_MESSAGES.endWithoutStart, "hasta");
      if (params.hasta && start && params.hasta < start) problem(SEARCH_PARAM_MESSAGES.endBeforeStart, "hasta");
      if (params.hasta && start && params.hasta > addDays(start, MAX_SEARCH_DAYS - 1)) problem(SEARCH_PARAM_MESSAGES.tooLong, "hasta");
    });
}
