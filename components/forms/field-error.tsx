/**
 * A field's message under its control (also for groups and checkboxes that lay themselves out). Its own file, with
 * no imports, so a light public form (a checkbox on /busca) does not carry FieldShell's Label and tailwind-merge.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
