import { SearchPageLayout } from "@/components/site/search-page-layout";
import type { SiteParams } from "@/lib/site/base-path";
import { pageMetadata } from "@/lib/site/seo";
import { parseSearchFilters } from "@/lib/sitters/search-filters";
import { PAGE_PARAM, parsePage } from "@/lib/sitters/search-page";
import { findInvitation } from "@/lib/zones/invitations";

// A family's search with their invitation (/busca?…&invitacion=…, sent here by proxy.ts): their own, so
// rendered per request (scripts by nonce) and never cached; the token never becomes part of a cached search's key.
export const dynamic = "force-dynamic";

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Buscar cuidadores",
    description: "Busca cuidadores de perros y gatos de tu zona con tu invitación.",
    path: "/busca",
    noindex: true,
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// The search page (app/(site)/[base]/busca/[consulta]) with the invitation's zone open to this family: its sitters
// listed, each card leading to the booking form with the invitation. A token that opens nothing is dropped: the
// plain search, which links never carry it on.
export default async function InvitedSearchPage({ searchParams }: Props) {
  const query = await searchParams;
  const parsed = parseSearchFilters(query);
  const invitation = parsed.invitacion ? await findInvitation(parsed.invitacion) : null;
  const filters = { ...parsed, invitacion: invitation ? parsed.invitacion : undefined };
  return (
    <SearchPageLayout filters={filters} page={parsePage(first(query[PAGE_PARAM]))} access={{ invitedTo: invitation?.zone ?? null }} />
  );
}
