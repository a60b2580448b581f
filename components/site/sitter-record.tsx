import { CalendarCheckIcon, ClockIcon, RepeatIcon } from "lucide-react";
import type { RecordLine } from "@/lib/sitters/reliability";
import { cn } from "@/lib/utils";

const ICONS = { families: RepeatIcon, replies: ClockIcon, cancellations: CalendarCheckIcon } as const;

/** The sitter's record in words, under the rating: families that come back, replies, last-minute cancellations. */
export function SitterRecord({ lines, className }: { lines: readonly RecordLine[]; className?: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className={cn("grid gap-1 text-sm text-muted-foreground", className)} aria-label="Su historial en Huellitas">
      {lines.map(({ kind, text }) => {
        const Icon = ICONS[kind];
        return (
          <li key={kind} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
