import { SpriteIcon, SpriteSymbols } from "@/components/site/icon-sprite";
import type { FaqItem } from "@/lib/site/faq";

/** Expandable questions (native <details>: keyboard-ready and working without JavaScript); one list a page. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <>
      <SpriteSymbols icons={["chevron-down"]} />
      <div className="divide-y rounded-xl border bg-card">
        {items.map((item) => (
          <details key={item.id} id={item.id} className="group px-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-medium [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <SpriteIcon name="chevron-down" className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
