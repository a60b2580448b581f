import { AllSittersLink, SearchEmptyState } from "@/components/site/search-empty-state";
import { SitterGrid } from "@/components/site/sitter-grid";
import { SitterListError } from "@/components/site/sitter-list-error";
import { formatDayRange, formatLongDate } from "@/lib/format/dates";
import { formatSitterCount } from "@/lib/format/text";
import { SearchPagination } from "@/components/site/search-pagination";
import { loadSearchResults } from "@/lib/sitters/load";
import type { SearchFilters } from "@/lib/sitters/search-filters";
import { loadZone } from "@/lib/sitters/load";
import { nobodyFreeTitle, searchedInWords, searchedSummary } from "@/lib/sitters/search-summary";
import { ZoneWaitlistSignup } from "@/components/site/zone-waitlist-signup";
import { joinZoneWaitlist } from "@/lib/leads/waitlist-actions";
import { zoneAdmits, type ZoneAccess } from "@/lib/zones/admission";
import { SearchBeacon } from "@/components/site/search-beacon";
import { searchBeaconPath, searchedService, searchedZone } from "@/lib/pulse/searched-zone";

/** The pulse's count of this search (its first page only: another page of it is not another search). */
function CountedSearch({ filters, page, zero }: { filters: SearchFilters; page: number; zero: boolean }) {
  if (page > 1) return null;
  return <SearchBeacon path={searchBeaconPath({ zone: searchedZone(filters), service: searchedService(filters), zero })} />;
}

/** The count title and one page of the matching sitters (filtered on the server from the URL's filters). */
export async function SearchResults({ filters, page, access = {} }: { filters: SearchFilters; page: number; access?: ZoneAccess }) {
  // A zone not open to this family: no list, one line to join its list instead.
  const zone = filters.zona ? await loadZone(filters.zona) : null;
  if (zone && !zoneAdmits(zone.state, zone.slug, access)) {
    return (
      <div className="grid gap-5">
        <CountedSearch filters={filters} page={page} zero />
        <h1 className="text-2xl font-bold sm:text-3xl">Aún no llegamos a {zone.name}</h1>
        <ZoneWaitlistSignup
          action={joinZoneWaitlist}
          zone={zone}
          searched={searchedSummary(filters)}
          title={`Únete a la lista de ${zone.name}`}
          text={`Estamos sumando cuidadores en ${zone.name}. Déjanos tus datos y te escribimos primero cuando abramos.`}
        />
      </div>
    );
  }
  const results = await loadSearchResults(filters, page, access);
  // An open zone where nobody is free for those dates or that service: its list too ("te avisamos cuando haya");
  // other empty searches keep SPEC's message.
  return (
    <div className="grid gap-5">
      {results && <CountedSearch filters={filters} page={page} zero={results.total === 0} />}
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{results ? formatSitterCount(results.total) : "Cuidadores"}</h1>
        {filters.fecha && (
          <p className="mt-1 text-sm text-muted-foreground">
            {`Libres ${formatDayRange(filters.fecha, filters.hasta ?? filters.fecha, { day: formatLongDate })}.`}{" "}
            Cada cuidador confirma su disponibilidad al recibir tu solicitud, y te avisamos por correo.
          </p>
        )}
      </div>
      {!results ? (
        <SitterListError />
      ) : results.total > 0 ? (
        <>
          <h2 className="sr-only">Resultados</h2>
          <SitterGrid sitters={results.sitters} search={filters} width="column" invitedZone={access.invitedTo} />
          <SearchPagination filters={filters} page={results.page} pageCount={results.pageCount} total={results.total} />
        </>
      ) : zone && (filters.fecha || filters.servicio) ? (
        <div className="grid justify-items-start gap-3">
          <ZoneWaitlistSignup
            action={joinZoneWaitlist}
            zone={zone}
            searched={searchedSummary(filters)}
            title={nobodyFreeTitle(zone.name, filters)}
            text={`${searchedInWords(filters)} Déjanos tus datos y te escribimos apenas un cuidador de la zona pueda atenderte.`}
          />
          <AllSittersLink filters={filters} />
        </div>
      ) : (
        <SearchEmptyState filters={filters} />
      )}
    </div>
  );
}
