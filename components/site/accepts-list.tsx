import { CheckIcon, XIcon } from "lucide-react";
import type { SitterProfile } from "@/lib/sitters/profile-adapter";

/** What the sitter can care for: dogs (and whether large ones), cats, puppies, seniors. */
export function AcceptsList({ accepts }: { accepts: SitterProfile["accepts"] }) {
  const items = [
    { label: accepts.largeDogs ? "Perros de todos los tamaños" : "Perros pequeños y medianos", yes: accepts.dogs },
    { label: "Gatos", yes: accepts.cats },
    { label: "Cachorros", yes: accepts.puppies },
    { label: "Perros y gatos senior", yes: accepts.seniors },
  ];
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          {item.yes ? (
            <CheckIcon aria-hidden="true" className="size-4 text-success" />
          ) : (
            <XIcon aria-hidden="true" className="size-4 text-destructive" />
          )}
          <span className={item.yes ? undefined : "text-muted-foreground line-through"}>{item.label}</span>
          <span className="sr-only">{item.yes ? ": sí" : ": no"}</span>
        </li>
      ))}
    </ul>
  );
}
