import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { clsx } from "clsx";
import { SELECT_CLASS } from "./field-classes";

/**
 * The browser's own <select>, styled like the other inputs: it works before (and without) JavaScript,
 * submits with its form, and uses the phone's native picker. Its className goes on the wrapper, joined without
 * tailwind-merge (public pages' search forms use it).
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div className={clsx("relative", className)}>
      <select
        data-slot="native-select"
        className={SELECT_CLASS}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export { NativeSelect };
