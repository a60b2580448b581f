import { ChevronDownIcon } from "lucide-react";
import type { FaqItem } from "@/lib/site/faq";

/** Expandable questions (native <details>: keyboard-ready and working without JavaScript). */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group px-4 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-medium [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-4 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
