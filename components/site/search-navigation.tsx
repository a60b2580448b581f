"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useMemo, useState, useTransition } from "react";

type SearchNavigation = {
  /** True while the results of a new search load. */
  pending: boolean;
  /** Opens another search of the same page; filter changes replace the history entry, links push one. */
  navigate: (href: string, mode?: "replace" | "push") => void;
  /** Whether the phone's filter panel is open: it stays as the visitor left it from one search to the next. */
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
};

const SearchNavigationContext = createContext<SearchNavigation>({ pending: false, navigate: () => {}, panelOpen: false, setPanelOpen: () => {} });

/**
 * Shares one navigation state between the filters and the results, so the results can show their skeletons
 * while a new search loads — without a Suspense boundary, which would leave a page without JavaScript on its
 * skeletons forever. It lives in the search's layout: each search is its own cached page, and the layout is what
 * stays mounted from one to the next.
 */
export function SearchNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [panelOpen, setPanelOpen] = useState(false);
  const value = useMemo<SearchNavigation>(
    () => ({
      pending,
      panelOpen,
      setPanelOpen,
      navigate: (href, mode = "replace") =>
        startTransition(() => (mode === "push" ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false }))),
    }),
    [pending, router, panelOpen],
  );
  return <SearchNavigationContext.Provider value={value}>{children}</SearchNavigationContext.Provider>;
}

export function useSearchNavigation(): SearchNavigation {
  return useContext(SearchNavigationContext);
}
