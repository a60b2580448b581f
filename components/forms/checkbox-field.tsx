"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "./field-error";

type Binding =
  /** A box registered with react-hook-form (`register("consent")`). */
  | { registration: UseFormRegisterReturn; checked?: never; onCheckedChange?: never }
  /** A box whose state the caller keeps (e.g. one entry of a list). */
  | { registration?: never; checked: boolean; onCheckedChange: (checked: boolean) => void }
  /** A plain form field (public forms that post without JavaScript). */
  | { registration?: never; name: string; value?: string; defaultChecked?: boolean; onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void };

/** The one checkbox of every form: the box, its label beside it, an optional hint and its message under it. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  ...binding
}: {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The message shown under the box; marks it invalid and is read with it. */
  error?: string;
  id?: string;
} & Binding) {
  const generated = useId();
  const boxId = id ?? generated;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  const control = binding.registration
    ? binding.registration
    : "name" in binding
      ? { name: binding.name, value: binding.value, defaultChecked: binding.defaultChecked, onChange: binding.onChange }
      : { checked: binding.checked, onChange: (event: React.ChangeEvent<HTMLInputElement>) => binding.onCheckedChange(event.target.checked) };
  return (
    <div className="grid gap-1">
      <label htmlFor={boxId} className="flex items-start gap-3 text-sm leading-snug">
        <input
          id={boxId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          {...control}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="ml-7 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {errorId && <FieldError id={errorId} message={error} />}
    </div>
  );
}
