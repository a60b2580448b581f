"use client";

import { Textarea } from "@/components/ui/textarea";
import { FieldShell } from "./field-shell";

type TextareaFieldProps = React.ComponentProps<typeof Textarea> & { label: string; error?: string; hint?: string };

/** A labelled textarea with its hint and error wired for screen readers. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Textarea {...control} {...props} />}
    </FieldShell>
  );
}
