import { SitterGrid } from "@/components/site/sitter-grid";
import { SitterListError } from "@/components/site/sitter-list-error";
import { LIMITS } from "@/lib/constants";
import { loadSitterList } from "@/lib/sitters/load";

/** Home: the first 4 sitters of the list (SPEC §2). */
export async function FeaturedSitters() {
  const sitters = await loadSitterList();
  if (!sitters) return <SitterListError />;
  return <SitterGrid sitters={sitters.slice(0, LIMITS.featuredSitters)} width="page" />;
}
