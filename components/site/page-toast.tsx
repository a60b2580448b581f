"use client";

import { XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { clsx } from "clsx";
import { TOAST_DURATION_MS } from "@/components/ui/toast-rules";

// The public pages' toasts (SPEC §8: one at a time, 5 s): a few hundred bytes instead of sonner's 10 KB gzip, which
// the signed-in dashboard and portal keep. The region is always in the page, empty until a toast, so a
// screen reader announces what appears in it.

export type PageToast = { tone: "success" | "error"; title: string; description?: string };

let show: ((toast: PageToast) => void) | undefined;

/** Shows a toast in the page's <PageToaster />, replacing the one on screen. */
export function showPageToast(toast: PageToast) {
  show?.(toast);
}

export function PageToaster() {
  const [toast, setToast] = useState<(PageToast & { key: number }) | null>(null);
  useEffect(() => {
    show = (next) => setToast({ ...next, key: Date.now() });
    return () => {
      show = undefined;
    };
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const card = toast && (
    <div
      key={toast.key}
      data-page-toast={toast.tone}
      className={clsx(
        "pointer-events-auto flex items-start gap-3 rounded-lg border p-4 text-sm shadow-lg",
        toast.tone === "error" ? "border-destructive bg-destructive text-destructive-foreground" : "border-success bg-success text-success-foreground",
      )}
    >
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p>{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Cerrar notificación"
        onClick={() => setToast(null)}
        className="grid size-6 shrink-0 place-items-center rounded-md border border-border bg-background text-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/70"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
  // Two live regions, both always present: an error is read out at once (alert), a success when the reader is free.
  return (
    <section aria-label="Notificaciones" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <div role="alert" aria-atomic="true" className="w-full max-w-sm empty:hidden">
        {toast?.tone === "error" && card}
      </div>
      <div role="status" aria-atomic="true" className="w-full max-w-sm empty:hidden">
        {toast?.tone === "success" && card}
      </div>
    </section>
  );
}
