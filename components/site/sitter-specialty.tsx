import { CatIcon, DogIcon, FootprintsIcon, HeartIcon, HouseIcon } from "lucide-react";
import type { CardSpecialty } from "@/lib/sitters/card-label";

const ICONS = { cats: CatIcon, dogs: DogIcon, home: HouseIcon, walks: FootprintsIcon, general: HeartIcon } as const;

/** SPEC §9's card icon and label. */
export function SitterSpecialty({ specialty }: { specialty: CardSpecialty }) {
  const Icon = ICONS[specialty.kind];
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-secondary-foreground">
      <Icon aria-hidden="true" className="size-4" />
      {specialty.label}
    </p>
  );
}
