import * as React from "react";

import { cn } from "@/lib/utils";
import { LABEL_CLASS } from "./field-classes";

// A native <label> (it was Radix's, which only stops a double click from selecting the text): public pages carry
// no Radix code for it.
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(LABEL_CLASS, className)}
      {...props}
    />
  );
}

export { Label };
