"use client";

import { SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { useBasePath } from "@/components/site/base-path-context";
import { SelectField } from "@/components/forms/select-field";
import { PlainButton, PlainInput, PlainLabel } from "@/components/forms/plain-controls";
import { addDays, CARE_HORIZON_DAYS, todayInElSalvador } from "@/lib/dates";
import { withBasePath } from "@/lib/site/routing";
import { DEPARTMENT_OPTIONS, SERVICE_OPTIONS, SIZE_OPTIONS } from "@/lib/sitters/search-options";
import { parseSearchFilters, searchQuery } from "@/lib/sitters/search-filters";

/**
 * The home's search: department, service, date and size. Without JavaScript it is a plain GET form to /busca
 * (which understands every field); with it, the URL carries only the search page's own keys
 * (size "grande" becomes grandes=1, empty choices are left out). Native controls with the kit's classes, no
 * tailwind-merge or Radix (the home's first load).
 */
export function HeroSearch() {
  const router = useRouter();
  const base = useBasePath();
  const action = withBasePath(base, "/busca");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new URLSearchParams();
    new FormData(event.currentTarget).forEach((value, key) => fields.set(key, String(value)));
    router.push(`${action}${searchQuery(parseSearchFilters(fields))}`);
  }

  return (
    <form
      role="search"
      aria-label="Buscar cuidadores"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-md sm:grid-cols-2 sm:p-6 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <SelectField id="hero-departamento" name="departamento" label="¿Dónde?" anyLabel="Todo El Salvador" options={DEPARTMENT_OPTIONS} />
      <SelectField id="hero-servicio" name="servicio" label="Servicio" anyLabel="Cualquier servicio" options={SERVICE_OPTIONS} />
      <div className="grid gap-1.5">
        <PlainLabel htmlFor="hero-fecha">
          Fecha
        </PlainLabel>
        {/* "Today" is El Salvador's day on server and browser alike; only a render across midnight differs. */}
        <PlainInput id="hero-fecha" name="fecha" type="date" min={todayInElSalvador()} max={addDays(todayInElSalvador(), CARE_HORIZON_DAYS)} suppressHydrationWarning />
      </div>
      <SelectField id="hero-tamano" name="tamano" label="Tamaño de tu mascota" anyLabel="Cualquier tamaño" options={SIZE_OPTIONS} />
      <PlainButton type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
        <SearchIcon aria-hidden="true" />
        Buscar
      </PlainButton>
    </form>
  );
}
