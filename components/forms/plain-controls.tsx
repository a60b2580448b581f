import { clsx } from "clsx";
import type { ComponentProps } from "react";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";
import { INPUT_CLASS, LABEL_CLASS, TEXTAREA_CLASS } from "@/components/ui/field-classes";

// The kit's button, input, textarea and label for public pages' client forms, without tailwind-merge (about 8 KB gzip
// that a phone would otherwise download with the form): a caller's className is appended, not merged. The
// controls' own looks are component classes (components/ui/controls.css), which any utility a caller adds outranks.

/** components/ui/button.tsx's look on a native <button> (no asChild: style a link with buttonVariants). */
export function PlainButton({ className, variant, size, ...props }: ComponentProps<"button"> & ButtonVariantProps) {
  return <button data-slot="button" data-variant={variant ?? "default"} data-size={size ?? "default"} className={buttonVariants({ variant, size, className })} {...props} />;
}

/** components/ui/input.tsx's look. */
export function PlainInput({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={clsx(INPUT_CLASS, className)} {...props} />;
}

/** components/ui/textarea.tsx's look. */
export function PlainTextarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={clsx(TEXTAREA_CLASS, className)} {...props} />;
}

/** components/ui/label.tsx's look. */
export function PlainLabel({ className, ...props }: ComponentProps<"label">) {
  return <label data-slot="label" className={clsx(LABEL_CLASS, className)} {...props} />;
}
