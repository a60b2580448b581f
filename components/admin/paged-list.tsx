"use client";

import { useEffect, useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchIcon } from "lucide-react";
import { OptionsSelect, type SelectOption } from "@/components/forms/options-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCountOf } from "@/lib/format/text";
import { SectionEmpty } from "./section-states";

// The dashboard's long lists (bookings, caregivers, both waitlists), a page of 50 at a time: the search, the
// filter and the page are the query string of the list's GET (?pagina=&q=&<filter>=), so the database does the work.

export const ALL = "all";
const SEARCH_DELAY_MS = 300;

/** What a paged list endpoint answers. */
export type Paged = { total: number; page: number; pageCount: number; pageSize: number };

/**
 * The state of a paged list and its query: the search box (sent 300 ms after typing stops, or at once on
 * Enter), the filter, and the page (back to 1 when the search or the filter change). The previous page stays on
 * screen while the next one loads.
 */
export function usePagedList<T extends Paged, F extends string>(path: string, filterName: string | ((value: F) => Record<string, string>), initialFilter: F | typeof ALL = ALL) {
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  const [filter, setFilterValue] = useState<F | typeof ALL>(initialFilter);
  const [page, setPage] = useState(1);

  const submit = () => {
    const next = input.trim();
    if (next !== search) {
      setSearch(next);
      setPage(1);
    }
  };
  useEffect(() => {
    const next = input.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  const query = useQuery<T>({
    // `filterName` is the filter's parameter, or says which parameter each of its values sets.
    queryKey: [path, { pagina: page, q: search || undefined, ...(filter === ALL ? {} : typeof filterName === "string" ? { [filterName]: filter } : filterName(filter)) }],
    placeholderData: keepPreviousData,
  });
  return {
    query,
    input,
    setInput,
    submit,
    filter,
    setFilter: (value: F | typeof ALL) => {
      setFilterValue(value);
      setPage(1);
    },
    setPage,
    /** A search or a filter narrows the list (an empty answer means "nothing matches", not "nothing yet"). */
    filtering: search !== "" || filter !== ALL,
    clear: () => {
      setInput("");
      setSearch("");
      setFilterValue(ALL);
      setPage(1);
    },
  };
}

/** The search box: a labelled search field that submits on Enter (and by itself after a pause). */
export function ListSearch({ id, label, value, onChange, onSubmit }: { id: string; label: string; value: string; onChange: (value: string) => void; onSubmit: () => void }) {
  return (
    <form
      role="search"
      className="grid min-w-0 flex-1 basis-60 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
        <Input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} className="pl-9" enterKeyHint="search" />
      </div>
    </form>
  );
}

/** "Página 2 de 7 · 312 resultados", announced when it changes. */
export function PageSummary({ data, busy }: { data: Paged; busy?: boolean }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {busy ? "Cargando…" : `Página ${data.page} de ${data.pageCount} · ${formatCountOf(data.total, "resultado", "resultados")}`}
    </p>
  );
}

/** 'Anterior' and 'Siguiente' under the list. */
export function ListPagination({ data, label, onPage, busy }: { data: Paged; label: string; onPage: (page: number) => void; busy?: boolean }) {
  if (data.pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" disabled={busy || data.page <= 1} onClick={() => onPage(data.page - 1)}>
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground">
        Página {data.page} de {data.pageCount}
      </span>
      <Button type="button" variant="outline" size="sm" disabled={busy || data.page >= data.pageCount} onClick={() => onPage(data.page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}

/** Nothing matches the search or the filter, with the way back to the whole list. */
export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <SectionEmpty
      action={
        <Button variant="outline" onClick={onClear}>
          Ver todos
        </Button>
      }
    >
      No hay resultados para tu búsqueda.
    </SectionEmpty>
  );
}

type PagedListState<F extends string> = ReturnType<typeof usePagedList<Paged, F>>;

/** The search box and the filter above a paged list. */
export function ListControls<F extends string>({
  list,
  searchLabel,
  filterLabel,
  filterOptions,
  filterClassName = "w-48",
}: {
  list: Pick<PagedListState<F>, "input" | "setInput" | "submit" | "filter" | "setFilter">;
  searchLabel: string;
  filterLabel: string;
  filterOptions: SelectOption<F | typeof ALL>[];
  filterClassName?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListSearch id={`${id}-search`} label={searchLabel} value={list.input} onChange={list.setInput} onSubmit={list.submit} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-filter`}>{filterLabel}</Label>
        <OptionsSelect id={`${id}-filter`} value={list.filter} onValueChange={list.setFilter} options={filterOptions} className={filterClassName} />
      </div>
    </div>
  );
}

/** A page of a list: where it stands ('Página X de Y · N resultados'), its rows or 'No hay resultados', and the page buttons. */
export function PageOf<T extends Paged>({
  data,
  busy,
  pagesLabel,
  onPage,
  onClear,
  children,
}: {
  data: T;
  busy: boolean;
  /** The name of the page buttons' navigation ("Páginas de reservas"). */
  pagesLabel: string;
  onPage: (page: number) => void;
  onClear: () => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageSummary data={data} busy={busy} />
      {data.total === 0 ? <NoResults onClear={onClear} /> : children}
      <ListPagination data={data} label={pagesLabel} onPage={onPage} busy={busy} />
    </>
  );
}
