"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { clsx } from "clsx";

/**
 * A file input that always speaks Spanish: the browser's own file button speaks the browser's language, so the
 * real input stays focusable but visually hidden, and a label styled as a button (with the input's focus ring)
 * opens it. Name the input with `aria-labelledby` (a visible label elsewhere); `children` is the button's text.
 */
export function FilePickerButton({
  children,
  className,
  ...input
}: Omit<React.ComponentProps<"input">, "type"> & { id: string; children: React.ReactNode }) {
  return (
    <>
      <input type="file" {...input} className="peer sr-only" />
      <label
        htmlFor={input.id}
        aria-hidden="true"
        className={clsx(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/70 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 peer-aria-invalid:border-destructive",
          className,
        )}
      >
        {children}
      </label>
    </>
  );
}
