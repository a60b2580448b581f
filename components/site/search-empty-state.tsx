import { SearchXIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";
import { searchQuery, type SearchFilters } from "@/lib/sitters/search-filters";
import { searchedInWords } from "@/lib/sitters/search-summary";

/** The way back from an empty search to every sitter: no filter and no dates (a family's invitation kept). */
export function AllSittersLink({ filters, className }: { filters: SearchFilters; className?: string }) {
  return (
    <SiteLink href={`/busca${searchQuery({ invitacion: filters.invitacion })}`} className={buttonVariants({ className })}>
      Ver todos los cuidadores
    </SiteLink>
  );
}

/** SPEC §2/§8: no sitter matches the filters. Says what was searched, and what to try (other dates only when dates were given). */
export function SearchEmptyState({ filters }: { filters: SearchFilters }) {
  const searched = searchedInWords(filters);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No se encontraron cuidadores con estos filtros</h2>
      {searched && <p className="max-w-md">{searched}</p>}
      <p className="max-w-md text-sm text-muted-foreground">
        {filters.fecha ? "Prueba con otras fechas u otra zona, o quita algún filtro" : "Prueba con otra zona o quita algún filtro"}: cada semana se
        suman nuevos cuidadores al piloto.
      </p>
      <AllSittersLink filters={filters} className="mt-2" />
    </div>
  );
}
