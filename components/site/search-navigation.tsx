"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useMemo, useTransition } from "react";

type SearchNavigation = {
  /** True while the results of a new search load. */
  pending: boolean;
  /** Opens another search of the same page; filter changes replace the history entry, links push one. */
  navigate: (href: string, mode?: "replace" | "push") => void;
};

const SearchNavigationContext = createContext<SearchNavigation>({ pending: false, navigate: () => {} });

/**
 * Shares one navigation state between the filters and the results, so the results can show their skeletons
 * while a new search loads — without a Suspense boundary, which would leave a page without JavaScript on its
 * skeletons forever.
 */
export function SearchNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const value = useMemo<SearchNavigation>(
    () => ({
      pending,
      navigate: (href, mode = "replace") =>
        startTransition(() => (mode === "push" ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false }))),
    }),
    [pending, router],
  );
  return <SearchNavigationContext.Provider value={value}>{children}</SearchNavigationContext.Provider>;
}

export function useSearchNavigation(): SearchNavigation {
  return useContext(SearchNavigationContext);
}
