// The button's classes on their own (no Radix Slot, no tailwind-merge, no class-variance-authority): a public page's
// client component that only styles a link or a native button as one imports this, not button.tsx (light
// public pages). The looks themselves are component classes in ./controls.css.

export type ButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "icon" | "wrap" | "lg-wrap";
export type ButtonVariantProps = { variant?: ButtonVariant | null; size?: ButtonSize | null };

/** The classes of a button of this variant and size, then the caller's (which win: see ./controls.css). */
export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  const classes = `ui-button ui-button-${variant ?? "default"} ui-button-size-${size ?? "default"}`;
  return className ? `${classes} ${className}` : classes;
}
