import { SitterCard } from "@/components/site/sitter-card";
import type { SearchFilters } from "@/lib/sitters/search-filters";
import type { SitterSource } from "@/lib/sitters/types";

export type GridWidth = "page" | "column";

/** Columns for the full page width (home) or beside the filters (search). */
export function sitterGridClass(width: GridWidth): string {
  return width === "page" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-4" : "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";
}

/** Sitter cards in a responsive grid (home, search). */
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
    <ul className={sitterGridClass(width)}>
      {sitters.map((sitter) => (
        <li key={sitter.id}>
          <SitterCard sitter={sitter} search={search} invitedZone={invitedZone} />
        </li>
      ))}
    </ul>
  );
}
