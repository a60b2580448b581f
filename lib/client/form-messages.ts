import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * SPEC §5's forms say "complete every field" once, for the whole form. Returns whether any of `fields` carries
 * that message, and what each field shows: its own message, or `true` (marked invalid, the form's message says why).
 */
export function formWideMessage<T extends FieldValues>(errors: FieldErrors<T>, fields: readonly string[], message: string) {
  const messageOf = (field: string) => (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
  return {
    shown: fields.some((field) => messageOf(field) === message),
    fieldError(field: string): string | true | undefined {
      const own = messageOf(field);
      if (typeof own !== "string" || !own) return undefined;
      return own === message ? true : own;
    },
  };
}
