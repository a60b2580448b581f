import { SpriteSymbols, type SpriteIconName } from "@/components/site/icon-sprite";
import { SitterCard } from "@/components/site/sitter-card";
import { SPECIALTY_ICONS } from "@/components/site/sitter-specialty";
import { cardSpecialty } from "@/lib/sitters/card-label";
import type { SearchFilters } from "@/lib/sitters/search-filters";
import type { SitterSource } from "@/lib/sitters/types";

export type GridWidth = "page" | "column";

/** Columns for the full page width (home) or beside the filters (search). */
export function sitterGridClass(width: GridWidth): string {
  return width === "page" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-4" : "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";
}

/** How many cards a phone shows on its first screen: those are drawn at once, the rest when scrolled near. */
const ON_FIRST_SCREEN = 2;
/**
 * A card below the first screen skips its style, layout and paint until the visitor scrolls near it (a
 * phone's main thread at load); the browser keeps its place with an estimated height, then remembers the real one.
 * content-visibility clips what is painted outside the box, so the box reaches 12 px past the card (padding, taken
 * back by a negative margin): room for the card's shadow on hover and its keyboard focus ring.
 */
const OFF_SCREEN_CARD = "-m-3 p-3 [content-visibility:auto] [contain-intrinsic-size:auto_15rem]";

/** The sprite icons these cards draw: the pin, the star, and the labels' icons among them. */
function cardIcons(sitters: SitterSource[]): SpriteIconName[] {
  return ["map-pin", "star", ...new Set(sitters.map((sitter) => SPECIALTY_ICONS[cardSpecialty(sitter).kind]))];
}

/** Sitter cards in a responsive grid (home, search), with their icons' symbols (one grid a page). */
export function SitterGrid({
  sitters,
  search,
  width,
  invitedZone,
}: {
  sitters: SitterSource[];
  search?: Partial<SearchFilters>;
  width: GridWidth;
  /** The zone a family's invitation opens, when they search with it (SitterCard). */
  invitedZone?: string | null;
}) {
  return (
    <>
      <SpriteSymbols icons={cardIcons(sitters)} />
      <ul className={sitterGridClass(width)}>
        {sitters.map((sitter, index) => (
          <li key={sitter.id} className={index >= ON_FIRST_SCREEN ? OFF_SCREEN_CARD : undefined}>
            <SitterCard sitter={sitter} search={search} invitedZone={invitedZone} />
          </li>
        ))}
      </ul>
    </>
  );
}
