"use client";

import { CalendarDaysIcon } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatLongDate } from "@/lib/format/dates";
import { isBlockedDay, type DayRange } from "@/lib/sitters/availability";
import { parseSearchFilters, searchQuery, type SearchFilters } from "@/lib/sitters/search-filters";

// The parts of a profile that depend on the search that led to it (?fecha=, the filters): read in the browser,
// so the profile itself is one cached page for everyone. Before JavaScript (or without it) they show the
// plain links: back to the whole search, and the booking form without a date.

/**
 * The search in the page's address, read once the page is hydrated (undefined before, as in the server's HTML). Not
 * useSearchParams: on a cached page it leaves its Suspense boundaries to be drawn in the browser after hydration, in
 * one render React does not split (50–100 ms of a throttled phone's main thread on the profile); this update
 * is a transition, which React splits like hydration.
 */
function useSearch(): SearchFilters | undefined {
  const [search, setSearch] = useState<SearchFilters>();
  useEffect(() => {
    startTransition(() => setSearch(parseSearchFilters(new URLSearchParams(window.location.search))));
  }, []);
  return search;
}

function BackLink({ search }: { search?: SearchFilters }) {
  return (
    <SiteLink href={`/busca${search ? searchQuery(search) : ""}`} className="w-fit rounded-sm text-sm font-medium text-primary hover:underline">
      ← Volver a la búsqueda
    </SiteLink>
  );
}

/** "← Volver a la búsqueda", keeping the filters and dates the card carried. */
export function BackToSearchLink() {
  return <BackLink search={useSearch()} />;
}

type BookingProps = { slug: string; firstName: string; blocked: DayRange[] };

function BookingLink({ slug, firstName, blocked, fecha }: BookingProps & { fecha?: string }) {
  const href = `/reservar?${new URLSearchParams({ sitter: slug, ...(fecha ? { fecha } : {}) })}`;
  return (
    <>
      {fecha && isBlockedDay(blocked, fecha) && (
        <p role="status" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm sm:max-w-64">
          {firstName} no está disponible el {formatLongDate(fecha)}. Mira su calendario y elige otra fecha.
        </p>
      )}
      <SiteLink href={href} className={buttonVariants({ size: "lg" })}>
        <CalendarDaysIcon aria-hidden="true" />
        Solicitar reserva
      </SiteLink>
    </>
  );
}

/** "Solicitar reserva" with the search's date, and a warning when the sitter is not free that day. */
export function BookingLinkWithDate(props: BookingProps) {
  return <BookingLink {...props} fecha={useSearch()?.fecha} />;
}
