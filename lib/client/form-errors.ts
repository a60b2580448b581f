import "client-only";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/client/api";

/** A refusal as the API words it (`{ ok: false, error, field }`). */
export type ServerFailure = { error?: string; field?: string };

/** A failed call as a refusal: `message` (what the person reads) and, from our API's answer, the field it names. */
export function failureOf(error: unknown, message: string): ServerFailure {
  return { error: message, field: error instanceof ApiError ? error.field : undefined };
}

/**
 * The one way a server's refusal reaches a form: its message goes on the field it names, when the form has that
 * field. `payloadNames` lists the fields whose payload name differs from the form's (form name → payload name).
 * Answers the form field it marked, or undefined when the message belongs to the whole form.
 */
export function applyServerError<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver's output type
  form: Pick<UseFormReturn<T, any, any>, "setError" | "getValues">,
  failure: ServerFailure,
  payloadNames: Partial<Record<string, string>> = {},
): Path<T> | undefined {
  if (!failure.field || !failure.error) return undefined;
  const formName = Object.keys(payloadNames).find((name) => payloadNames[name] === failure.field) ?? failure.field;
  if (!Object.hasOwn(form.getValues(), formName)) return undefined;
  form.setError(formName as Path<T>, { message: failure.error }, { shouldFocus: true });
  return formName as Path<T>;
}
