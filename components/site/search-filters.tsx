"use client";

import { SlidersHorizontalIcon } from "lucide-react";
import { useState } from "react";
import { SiteLink } from "@/components/site/base-path";
import { useBasePath } from "@/components/site/base-path-context";
import { useSearchNavigation } from "@/components/site/search-navigation";
import { SelectField } from "@/components/forms/select-field";
import { PlainButton, PlainInput, PlainLabel } from "@/components/forms/plain-controls";
import { addDays, CARE_HORIZON_DAYS, todayInElSalvador } from "@/lib/dates";
import { withBasePath } from "@/lib/site/routing";
import { clsx } from "clsx";
import { INVITATION_PARAM } from "@/lib/zones/invitation-link";
import { DEPARTMENT_OPTIONS, MIN_RATING_CHOICES, ORDER_OPTIONS, PRICE_CAP_OPTIONS, SERVICE_OPTIONS, zoneOptionsFor } from "@/lib/sitters/search-options";
import {
  departmentSlug,
  hasActiveFilters,
  NO_FILTERS,
  parseSearchFilters,
  searchQuery,
  type SearchFilters as Filters,
} from "@/lib/sitters/search-filters";

/** How many filters narrow the list (the date does not), for the phone's "Filtros (2)". */
export function activeFilterCount(filters: Filters): number {
  return [filters.departamento, filters.zona, filters.servicio, filters.gatos, filters.grandes, filters.minRating > 0, filters.precioMax].filter(Boolean)
    .length;
}

/**
 * The search page's filters. The page renders the results on the server from the URL; each change here
 * replaces the URL (shareable) and the results show skeletons until the new ones arrive.
 * Without JavaScript the form submits the same keys. On a phone the panel starts collapsed behind a
 * "Filtros (N)" button, so the first result shows on the first screen; from `lg` up it is always open.
 */
export function SearchFilters({ filters }: { filters: Filters }) {
  const base = useBasePath();
  const { pending, navigate, panelOpen: open, setPanelOpen: setOpen } = useSearchNavigation();
  const action = withBasePath(base, "/busca");

  // The controls show the URL's filters; a change shows at once while the new results load.
  const query = searchQuery(filters);
  const [draft, setDraft] = useState(filters);
  const [draftFor, setDraftFor] = useState(query);
  if (draftFor !== query) {
    setDraftFor(query);
    setDraft(filters);
  }

  function apply(field: string, value: string) {
    const fields = new URLSearchParams(searchQuery(draft));
    // One day is written "fecha", a range "desde/hasta": the first day is always set as "desde" here.
    if (field === "desde") fields.delete("fecha");
    if (field === "hasta" && fields.has("fecha")) fields.set("desde", fields.get("fecha")!);
    if (value) fields.set(field, value);
    else fields.delete(field);
    if (field === "desde" && !value) fields.delete("hasta");
    // A zona outside the newly chosen departamento would find no one: it goes.
    const chosen = parseSearchFilters(fields);
    if (field === "departamento" && chosen.zona && !zoneOptionsFor(chosen.departamento).some((option) => option.value === chosen.zona)) fields.delete("zona");
    const next = parseSearchFilters(fields);
    setDraft(next);
    navigate(`${action}${searchQuery(next)}`);
  }

  // A family's invitation stays with every change, like the dates.
  const kept = { fecha: filters.fecha, hasta: filters.hasta, orden: filters.orden, invitacion: filters.invitacion };
  const clearHref = `/busca${searchQuery(kept)}`;
  const selects = [
    {
      name: "departamento",
      label: "Departamento",
      anyLabel: "Todos los departamentos",
      options: DEPARTMENT_OPTIONS,
      value: draft.departamento ? departmentSlug(draft.departamento) : "",
    },
    { name: "zona", label: "Zona", anyLabel: "Todas las zonas", options: zoneOptionsFor(draft.departamento), value: draft.zona ?? "" },
    { name: "servicio", label: "Servicio", anyLabel: "Todos los servicios", options: SERVICE_OPTIONS, value: draft.servicio ?? "" },
    { name: "minRating", label: "Calificación mínima", options: MIN_RATING_CHOICES, value: String(draft.minRating) },
    { name: "precioMax", label: "Precio máximo", anyLabel: "Cualquier precio", options: PRICE_CAP_OPTIONS, value: draft.precioMax ? String(draft.precioMax) : "" },
    { name: "orden", label: "Ordenar por", options: ORDER_OPTIONS, value: draft.orden },
  ];

  const count = activeFilterCount(draft);
  const today = todayInElSalvador();
  return (
    <div className="grid gap-2">
      {/* A native button with the kit's classes (no tailwind-merge on /busca); the inner row spreads its two
          parts, as the button's own centring would not. */}
      <PlainButton id="filtros-mostrar" type="button" variant="outline" size="lg" aria-expanded={open} aria-controls="filtros" onClick={() => setOpen(!open)} className="lg:hidden">
        <span className="flex w-full items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            <SlidersHorizontalIcon aria-hidden="true" />
            {count ? `Filtros (${count})` : "Filtros"}
          </span>
          <span className="text-sm font-normal text-muted-foreground">{open ? "Ocultar" : "Mostrar"}</span>
        </span>
      </PlainButton>
      {/* Without JavaScript the button cannot open the panel: show the panel, not the button. */}
      <noscript>
        <style>{"#filtros{display:grid!important}#filtros-mostrar{display:none!important}"}</style>
      </noscript>
      <form
        id="filtros"
        action={action}
        method="get"
        aria-label="Filtros"
        aria-busy={pending}
        onSubmit={(event) => event.preventDefault()}
        className={clsx("grid gap-4 rounded-xl border bg-card p-4", !open && "max-lg:hidden")}
      >
        {filters.invitacion && <input type="hidden" name={INVITATION_PARAM} value={filters.invitacion} />}
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
            Filtros
          </h2>
          {hasActiveFilters(draft) && (
            <SiteLink
              href={clearHref}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setDraft({ ...NO_FILTERS, ...kept });
                navigate(withBasePath(base, clearHref), "push");
              }}
              className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Limpiar filtros
            </SiteLink>
          )}
        </div>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-2 text-sm font-medium">Fechas del cuidado</legend>
          <DateField name="desde" label="Desde" min={today} max={addDays(today, CARE_HORIZON_DAYS)} value={draft.fecha ?? ""} onChange={(value) => apply("desde", value)} />
          <DateField name="hasta" label="Hasta" min={draft.fecha ?? today} value={draft.hasta ?? draft.fecha ?? ""} onChange={(value) => apply("hasta", value)} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {selects.map((select) => (
            <SelectField
              key={select.name}
              id={`filtro-${select.name}`}
              name={select.name}
              label={select.label}
              anyLabel={select.anyLabel}
              options={select.options}
              value={select.value}
              onChange={(value) => apply(select.name, value)}
            />
          ))}
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Tu mascota</legend>
          <FilterCheckbox name="gatos" label="Acepta gatos" checked={draft.gatos} onChange={(on) => apply("gatos", on ? "1" : "")} />
          <FilterCheckbox
            name="grandes"
            label="Acepta perros grandes"
            checked={draft.grandes}
            onChange={(on) => apply("grandes", on ? "1" : "")}
          />
        </fieldset>
        {/* Only needed without JavaScript: with it, every change applies at once. */}
        <noscript>
          <PlainButton type="submit" className="w-full">
            Aplicar filtros
          </PlainButton>
        </noscript>
      </form>
    </div>
  );
}

function DateField({ name, label, min, max, value, onChange }: { name: string; label: string; min: string; max?: string; value: string; onChange: (value: string) => void }) {
  const id = `filtro-${name}`;
  return (
    <div className="grid gap-1.5">
      <PlainLabel htmlFor={id}>
        {label}
      </PlainLabel>
      {/* A half-typed date is empty to the browser: only a whole one (or clearing it) searches. */}
      <PlainInput id={id} name={name} type="date" min={min} max={max} value={value} suppressHydrationWarning onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function FilterCheckbox({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 rounded accent-primary"
      />
      {label}
    </label>
  );
}
