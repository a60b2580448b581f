"use client";

import { useId } from "react";
import { clsx } from "clsx";
import { PlainLabel } from "./plain-controls";
import { FieldError } from "./field-error";

/** What a control needs to be read with its label, hint and error. */
export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * The one field of every form (public, coming-soon, portal, admin): a label, an optional hint, the control and
 * its error, wired for screen readers. The control receives its id, and aria-describedby / aria-invalid from
 * the hint and the error.
 */
export function FieldShell({
  label,
  hint,
  error,
  describedBy,
  id,
  className,
  children,
}: {
  label: React.ReactNode;
  /** Shown under the label (e.g. the minimum length). */
  hint?: React.ReactNode;
  /** The field's message; `true` marks the control invalid without a message of its own (the form's says why). */
  error?: string | true;
  /** An element outside the field read with the control while it is invalid (e.g. the form's own message). */
  describedBy?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = typeof error === "string" && error ? `${controlId}-error` : undefined;
  const describedByIds = [hintId, errorId, error ? describedBy : undefined].filter(Boolean).join(" ");
  return (
    <div className={clsx("grid content-start gap-2", className)}>
      <PlainLabel htmlFor={controlId}>
        {label}
      </PlainLabel>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedByIds ? { "aria-describedby": describedByIds } : {}),
      })}
      {errorId && <FieldError id={errorId} message={error as string} />}
    </div>
  );
}
