import { StaticIcon } from "@/components/site/icon-sprite";
import type { RecordLine } from "@/lib/sitters/reliability";
import { cn } from "@/lib/utils";

const ICONS = { families: "repeat", replies: "clock", cancellations: "calendar-check" } as const;

/** The sitter's record in words, under the rating: families that come back, replies, last-minute cancellations. */
export function SitterRecord({ lines, className }: { lines: readonly RecordLine[]; className?: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className={cn("grid gap-1 text-sm text-muted-foreground", className)} aria-label="Su historial en Huellitas">
      {lines.map(({ kind, text }) => {
        return (
          <li key={kind} className="flex items-center gap-2">
            <StaticIcon name={ICONS[kind]} className="size-4 shrink-0" />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
