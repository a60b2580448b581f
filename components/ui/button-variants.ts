import { cva } from "class-variance-authority";

// The button's classes on their own (no Radix Slot, no tailwind-merge): a public page's client component that only
// styles a link or a native button as one imports this, not button.tsx (issue 25: light public pages).
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center gap-2 rounded-md text-sm font-medium transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        destructive:
          "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
        outline:
          "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 justify-center px-4 py-2 whitespace-nowrap has-[>svg]:px-3",
        sm: "h-9 justify-center gap-1.5 rounded-md px-3 whitespace-nowrap has-[>svg]:px-2.5",
        lg: "h-11 justify-center rounded-md px-6 text-base whitespace-nowrap has-[>svg]:px-4",
        icon: "size-10 justify-center",
        // A long label (a sitter's name in it) wraps and starts at the left instead of widening a phone's page.
        wrap: "min-h-10 max-w-full justify-start px-4 py-2 text-left whitespace-normal",
        // lg's look for a label that may wrap on a narrow phone (the coming-soon page's waitlist buttons).
        "lg-wrap": "min-h-11 justify-center rounded-md px-6 py-3 text-base whitespace-normal has-[>svg]:px-4",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);
