import { SearchXIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";
import { searchQuery } from "@/lib/sitters/search-filters";

/** SPEC §2/§8: no sitter matches the filters. */
export function SearchEmptyState({ careDate }: { careDate?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No se encontraron cuidadores con estos filtros</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Prueba con otra zona o quita algún filtro: cada semana se suman nuevos cuidadores al piloto.
      </p>
      <SiteLink href={`/busca${searchQuery({ fecha: careDate })}`} className={buttonVariants({ className: "mt-2" })}>
        Ver todos los cuidadores
      </SiteLink>
    </div>
  );
}
