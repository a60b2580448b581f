import { cn } from "@/lib/utils";

/**
 * A form's failure, read out as it appears. Inside a dialog this is what screen readers hear: while a dialog is
 * open, the toasts behind it are hidden from them.
 */
export function FormAlert({ id, className, children }: { id?: string; className?: string; children: React.ReactNode }) {
  return (
    <div id={id} role="alert" className={cn("rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive", className)}>
      {children}
    </div>
  );
}
