import { SearchPageLayout } from "@/components/site/search-page-layout";
import type { SiteParams } from "@/lib/site/base-path";
import { decodedKeySegment } from "@/lib/site/routing";
import { pageMetadata } from "@/lib/site/seo";
import { parseSearchFilters } from "@/lib/sitters/search-filters";
import { searchParamsOfKey } from "@/lib/sitters/search-key";
import { PAGE_PARAM, parsePage } from "@/lib/sitters/search-page";

type Props = { params: Promise<{ base: string; consulta: string }> };

// Each search is rendered on its first request and served from cache: /busca?… reaches this page through
// proxy.ts, which turns the query into its canonical key (lib/sitters/search-key.ts).
export function generateStaticParams(): { consulta: string }[] {
  return [];
}

export function generateMetadata({ params }: Props) {
  return pageMetadata({
    params: params as SiteParams,
    title: "Buscar cuidadores",
    description:
      "Encuentra cuidadores de perros y gatos cerca de ti en El Salvador: filtra por fechas, zona, servicio, precio, calificación y si aceptan gatos o perros grandes.",
    path: "/busca",
  });
}

// Search (SPEC §2): filters from the URL, rendered on the server into complete HTML, so a search can be shared
// and works without JavaScript. With JavaScript, a filter change shows 6 skeletons until the new results arrive.
export default async function SearchPage({ params }: Props) {
  const query = searchParamsOfKey(decodedKeySegment((await params).consulta));
  const filters = parseSearchFilters(query);
  return (
    <SearchPageLayout filters={filters} page={parsePage(query.get(PAGE_PARAM) ?? undefined)} />
  );
}
