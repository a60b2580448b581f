import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { TOAST_DURATION_MS, TOAST_LIMIT } from "./toast-rules";

/*
 * Sonner's own stylesheet is unlayered, so it beats Tailwind's layered
 * utilities; colours are therefore passed as the CSS variables Sonner reads,
 * and the few utilities below use Tailwind's `!` (important) suffix.
 * All pairs reuse theme tokens that were contrast-checked (WCAG AA).
 */
const themeVariables = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--success-bg": "var(--success)",
  "--success-text": "var(--success-foreground)",
  "--success-border": "var(--success)",
  "--error-bg": "var(--destructive)",
  "--error-text": "var(--destructive-foreground)",
  "--error-border": "var(--destructive)",
  "--warning-bg": "var(--warning)",
  "--warning-text": "var(--warning-foreground)",
  "--warning-border": "var(--warning)",
  "--info-bg": "var(--secondary)",
  "--info-text": "var(--secondary-foreground)",
  "--info-border": "var(--secondary)",
  "--border-radius": "var(--radius)",
} as React.CSSProperties;

function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position="top-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      style={{ ...themeVariables, ...style }}
      toastOptions={{
        closeButtonAriaLabel: "Cerrar notificación",
        ...toastOptions,
        classNames: {
          toast: "font-sans",
          title: "font-semibold!",
          closeButton:
            "size-6! border-border! bg-background! text-foreground! hover:bg-muted! focus-visible:ring-[3px]! focus-visible:ring-ring/70!",
          actionButton: "bg-primary! text-primary-foreground! font-medium!",
          cancelButton: "bg-muted! text-muted-foreground! font-medium!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
