import { Label } from "@/components/ui/label";

export type FieldAria = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A labelled form control with its hint and error. `children` receives the ids and ARIA attributes to spread
 * on the control. `describedBy` adds an element outside the field (e.g. the form's own message).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  describedBy,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The message shown under the control; `true` marks it invalid without a message of its own. */
  error?: string | true;
  describedBy?: string;
  children: (aria: FieldAria) => React.ReactNode;
}) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = typeof error === "string" ? `${id}-error` : undefined;
  const describedByIds = [hintId, errorId, error ? describedBy : undefined].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedByIds ? { "aria-describedby": describedByIds } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
