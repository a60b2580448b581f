"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";

/**
 * A form that opens in place of its button ("Enviar parte", "No puedo", "Cancelar reserva", "Proponer encuentro"):
 * its first field takes focus (autoFocus), Escape closes it, and when it closes focus goes back to the button, so
 * a keyboard or screen-reader user keeps their place instead of starting again from the top of the page.
 */
export function useInlineForm() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    /** The button that opens the form (focus comes back to it). */
    triggerRef,
    /** For the form: Escape closes it. */
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
    },
  };
}
