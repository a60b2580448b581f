import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { clsx } from "clsx";

/**
 * A form's own message: an error (announced at once) or a success (announced politely). Inside a dialog this is
 * what screen readers hear: while a dialog is open, the toasts behind it are hidden from them.
 */
export function FormAlert({
  id,
  tone = "error",
  children,
  className,
}: {
  id?: string;
  tone?: "error" | "success";
  children: React.ReactNode;
  className?: string;
}) {
  const Icon = tone === "error" ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm",
        tone === "error" ? "border-destructive/40 bg-destructive/5 text-destructive" : "border-success/40 bg-success/5 text-success",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
