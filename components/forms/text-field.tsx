"use client";

import { Input } from "@/components/ui/input";
import { FieldShell } from "./field-shell";

type TextFieldProps = React.ComponentProps<typeof Input> & {
  label: string;
  /** The field's validation message; marks the input invalid and is read with it. */
  error?: string;
  /** A hint shown under the label (e.g. the minimum length). */
  hint?: string;
};

/** A labelled input with its hint and error wired for screen readers (aria-describedby / aria-invalid). */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Input {...control} {...props} />}
    </FieldShell>
  );
}
