import { SearchNavigationProvider } from "@/components/site/search-navigation";

// Stays mounted while the visitor moves from one search to the next (each is its own cached page).
export default function SearchLayout({ children }: { children: React.ReactNode }) {
  return <SearchNavigationProvider>{children}</SearchNavigationProvider>;
}
