import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";

import { clsx } from "clsx";

/**
 * Loading indicator. Announces `label` to screen readers through a polite
 * `role="status"` region; the icon itself is decorative.
 * `className` sizes/colours the icon (e.g. "size-6 text-primary"); give a size with a colour, since it replaces the
 * default size-4 (joined without tailwind-merge: public pages' forms show it).
 */
function Spinner({
  className,
  label = "Cargando…",
  ...props
}: React.ComponentProps<"svg"> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center justify-center">
      <LoaderCircleIcon
        aria-hidden="true"
        className={clsx("animate-spin motion-reduce:[animation-duration:2.5s]", className ?? "size-4")}
        {...props}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
