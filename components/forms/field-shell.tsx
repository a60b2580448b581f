"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What a control needs to be read with its label, hint and error. */
export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A label, an optional hint, the control and its error, wired for screen readers (the control gets the id, and
 * aria-describedby / aria-invalid from the hint and the error).
 */
export function FieldShell({
  label,
  hint,
  error,
  id,
  className,
  children,
}: {
  label: React.ReactNode;
  /** Shown under the label (e.g. the minimum length). */
  hint?: React.ReactNode;
  /** The field's validation message; marks the control invalid and is read with it. */
  error?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
