import { SpriteIcon } from "@/components/site/icon-sprite";
import type { SitterProfile } from "@/lib/sitters/profile-adapter";

/** The list's lines: dogs (and whether large ones), cats, puppies, seniors, each taken or not. */
export function acceptsItems(accepts: SitterProfile["accepts"]): { label: string; yes: boolean }[] {
  return [
    { label: accepts.largeDogs ? "Perros de todos los tamaños" : "Perros pequeños y medianos", yes: accepts.dogs },
    { label: "Gatos", yes: accepts.cats },
    { label: "Cachorros", yes: accepts.puppies },
    { label: "Perros y gatos senior", yes: accepts.seniors },
  ];
}

/** What the sitter can care for, a check or a cross each (the profile's sprite draws both). */
export function AcceptsList({ accepts }: { accepts: SitterProfile["accepts"] }) {
  const items = acceptsItems(accepts);
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          {item.yes ? (
            <SpriteIcon name="check" className="size-4 text-success" />
          ) : (
            <SpriteIcon name="x" className="size-4 text-destructive" />
          )}
          <span className={item.yes ? undefined : "text-muted-foreground line-through"}>{item.label}</span>
          <span className="sr-only">{item.yes ? ": sí" : ": no"}</span>
        </li>
      ))}
    </ul>
  );
}
