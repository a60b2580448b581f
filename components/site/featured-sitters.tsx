import { SitterGrid } from "@/components/site/sitter-grid";
import { SitterListError } from "@/components/site/sitter-list-error";
import { LIMITS } from "@/lib/constants/limits";
import { loadFeaturedSitters } from "@/lib/sitters/load";

/** Home: the first 4 sitters of the list (SPEC §2). */
export async function FeaturedSitters() {
  const sitters = await loadFeaturedSitters(LIMITS.featuredSitters);
  if (!sitters) return <SitterListError />;
  return <SitterGrid sitters={sitters} width="page" />;
}
