import { StaticIcon, type SpriteIconName } from "@/components/site/icon-sprite";
import { cn } from "@/lib/utils";

export type Feature = { icon?: SpriteIconName; title: string; text: string };

/**
 * Cards with an icon, a title and a short text (reasons, benefits, values, steps). `ordered` makes it a list
 * of steps, each title read as "Paso N".
 */
export function FeatureList({
  items,
  className = "md:grid-cols-3",
  ordered = false,
}: {
  items: readonly Feature[];
  className?: string;
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={cn("grid gap-4", className)}>
      {items.map(({ icon, title, text }, index) => (
        <li key={title} className="rounded-xl border bg-card p-6">
          {icon && <StaticIcon name={icon} className="mb-3 size-7 text-primary" />}
          <h3 className="text-lg font-semibold">
            {ordered && <span className="sr-only">Paso {index + 1}: </span>}
            {title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </List>
  );
}
