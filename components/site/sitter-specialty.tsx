import { SpriteIcon, type SpriteIconName } from "@/components/site/icon-sprite";
import type { CardSpecialty } from "@/lib/sitters/card-label";

/** The sprite icon of each card label (the list's <SpriteSymbols> draws those its cards use). */
export const SPECIALTY_ICONS = { cats: "cat", dogs: "dog", home: "house", walks: "footprints", general: "heart" } as const satisfies Record<CardSpecialty["kind"], SpriteIconName>;

/** SPEC §9's card icon and label. */
export function SitterSpecialty({ specialty }: { specialty: CardSpecialty }) {
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-secondary-foreground">
      <SpriteIcon name={SPECIALTY_ICONS[specialty.kind]} className="size-4" />
      {specialty.label}
    </p>
  );
}
