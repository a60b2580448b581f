import "server-only";
import type { z } from "zod";
import { HttpError } from "@/lib/http/handler";
import { validationFailure } from "@/lib/api/route";

/**
 * The list parameters of a request, or null when it has none of them (the list's original answer).
 * Invalid values are a 400 with the parameter's Spanish message, never a 500.
 */
export function readListQuery<S extends z.ZodObject>(request: Request, schema: S): z.output<S> | null {
  const params = new URL(request.url).searchParams;
  const present = Object.keys(schema.shape).filter((key) => params.has(key));
  if (present.length === 0) return null;
  const parsed = schema.safeParse(Object.fromEntries(present.map((key) => [key, params.get(key)])));
  if (!parsed.success) {
    const failure = validationFailure(parsed.error);
    throw new HttpError(400, failure.error, failure.field);
  }
  return parsed.data;
}
