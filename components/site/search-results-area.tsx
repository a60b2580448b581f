"use client";

import { useSearchNavigation } from "@/components/site/search-navigation";

/** The results, or their skeletons while a new search loads. */
export function SearchResultsArea({ children, skeleton }: { children: React.ReactNode; skeleton: React.ReactNode }) {
  const { pending } = useSearchNavigation();
  return (
    <section aria-label="Resultados" aria-busy={pending}>
      {pending ? skeleton : children}
    </section>
  );
}
