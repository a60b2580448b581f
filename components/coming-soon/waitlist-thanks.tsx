import { CircleCheckIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The success card of either waitlist (SPEC §2): 'Gracias por tu interés' and the contact note. */
export function WaitlistThanks({ titleId, children }: { titleId: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="grid scroll-mt-6 gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="flex items-start gap-3">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
        <div className="grid gap-2">
          <h2 id={titleId} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Gracias por tu interés
          </h2>
          <p className="text-muted-foreground">Nuestro equipo se pondrá en contacto contigo pronto.</p>
        </div>
      </div>
      {children}
    </section>
  );
}
