import { z } from "@/lib/zod";
import { CONTROL_CHARACTER_MESSAGE, hasNulByte } from "@/lib/fields";

// The admin lists' query string: ?pagina=N&q=texto&<filter>=VALOR. Without any of these a list keeps its
// old answer (every row); with any of them it answers one page computed in the database (lib/lists/page.ts).
// A handler reads them with route({ query: listOrPage(schema) }).

export const LIST_MESSAGES = {
  page: "La página debe ser un número entero mayor que cero.",
  searchTooLong: "La búsqueda puede tener como máximo 100 caracteres.",
} as const;

// Forms send empty values for "no filter": they mean the same as leaving the parameter out.
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

const pageField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,7}$/, LIST_MESSAGES.page)
    .transform(Number)
    .refine((page) => page >= 1, LIST_MESSAGES.page)
    .default(1),
);

const searchField = z
  .string()
  .max(200, LIST_MESSAGES.searchTooLong)
  .refine((value) => !hasNulByte(value), CONTROL_CHARACTER_MESSAGE)
  .transform((value) => value.trim())
  .refine((value) => value.length <= 100, LIST_MESSAGES.searchTooLong)
  .optional();

/** A filter parameter that takes one of `values` (an empty value: no filter). */
export const filterField = <const T extends readonly string[]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, message).optional());

/** `pagina` (from 1), `q` (search) and the list's own filters. */
export const listQuerySchema = <F extends z.ZodRawShape>(filters: F) => z.object({ pagina: pageField, q: searchField, ...filters });

/**
 * A list's query for route(): null when the request names none of the list's parameters (the list's original
 * answer, every row), else the page asked for. Invalid values are a 400 with the parameter's Spanish message.
 */
export function listOrPage<S extends z.ZodObject>(schema: S) {
  const names = Object.keys(schema.shape);
  const asksForPage = (input: unknown) => typeof input === "object" && input !== null && names.some((name) => Object.hasOwn(input, name));
  return z.preprocess((input) => (asksForPage(input) ? input : null), schema.nullable());
}
