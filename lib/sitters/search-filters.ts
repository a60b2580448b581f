import {
  DEPARTMENTS,
  MIN_RATING_OPTIONS,
  SEARCH_ZONES,
  SERVICE_FILTERS,
  type Department,
  type SearchZone,
  type ServiceCode,
} from "@/lib/constants";
import { isIsoDate, todayInElSalvador } from "@/lib/dates";
import { slugify } from "@/lib/text-search";
import type { SitterSource } from "./types";

// The search page's filters (SPEC §2, §9): read from the URL, written back to it, applied to the list.

export type ServiceFilter = keyof typeof SERVICE_FILTERS;
export type MinRating = (typeof MIN_RATING_OPTIONS)[number];

export type SearchFilters = {
  departamento?: Department;
  zona?: SearchZone;
  servicio?: ServiceFilter;
  gatos: boolean;
  grandes: boolean;
  minRating: MinRating;
  /** The day the owner needs care ("YYYY-MM-DD"): not a filter, carried on to the profile and booking form. */
  fecha?: string;
};

export const NO_FILTERS: SearchFilters = { gatos: false, grandes: false, minRating: 0 };

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function read(params: Params, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const raw = params instanceof URLSearchParams ? params.get(key) : params[key];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value) return value;
  }
  return undefined;
}

export function departmentSlug(department: Department): string {
  return slugify(department);
}

function parseDepartment(value: string | undefined): Department | undefined {
  if (!value) return undefined;
  const wanted = slugify(value);
  return DEPARTMENTS.find((department) => slugify(department) === wanted);
}

function parseService(value: string | undefined): ServiceFilter | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower in SERVICE_FILTERS) return lower as ServiceFilter;
  // The hero of the old product sent service codes (BOARDING…).
  const byCode = Object.entries(SERVICE_FILTERS).find(([, code]) => code === value.toUpperCase());
  return byCode?.[0] as ServiceFilter | undefined;
}

function parseMinRating(value: string | undefined): MinRating {
  const number = Number(value);
  return MIN_RATING_OPTIONS.find((option) => option === number) ?? 0;
}

/** A day the booking form can start on: a real date, today or later in El Salvador. */
export function parseCareDate(value: string | undefined, today = todayInElSalvador()): string | undefined {
  return value && isIsoDate(value) && value >= today ? value : undefined;
}

const isOn = (value: string | undefined) => value === "1" || value === "true";
const isLargeSize = (value: string | undefined) => ["grande", "large"].includes(value?.toLowerCase() ?? "");

/**
 * The filters in a URL. Own keys: departamento, zona, servicio, gatos=1, grandes=1, minRating, fecha.
 * Also understood (the hero's words and the old product's): department, service, tamano/size=grande|LARGE
 * (→ grandes), date. Values outside SPEC's lists are ignored, never an error.
 */
export function parseSearchFilters(params: Params, today = todayInElSalvador()): SearchFilters {
  const zona = read(params, "zona")?.toLowerCase();
  return {
    departamento: parseDepartment(read(params, "departamento", "department")),
    zona: zona && zona in SEARCH_ZONES ? (zona as SearchZone) : undefined,
    servicio: parseService(read(params, "servicio", "service")),
    gatos: isOn(read(params, "gatos")),
    grandes: isOn(read(params, "grandes")) || isLargeSize(read(params, "tamano", "size")),
    minRating: parseMinRating(read(params, "minRating")),
    fecha: parseCareDate(read(params, "fecha", "date"), today),
  };
}

/** The URL query of some filters, own keys only, in a fixed order, without the ones that are off. */
export function searchQuery(filters: Partial<SearchFilters>): string {
  const query = new URLSearchParams();
  if (filters.departamento) query.set("departamento", departmentSlug(filters.departamento));
  if (filters.zona) query.set("zona", filters.zona);
  if (filters.servicio) query.set("servicio", filters.servicio);
  if (filters.gatos) query.set("gatos", "1");
  if (filters.grandes) query.set("grandes", "1");
  if (filters.minRating) query.set("minRating", String(filters.minRating));
  if (filters.fecha) query.set("fecha", filters.fecha);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** True when at least one filter narrows the list (the date alone does not). */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.departamento || filters.zona || filters.servicio || filters.gatos || filters.grandes || filters.minRating,
  );
}

const sameName = (a: string, b: string) => slugify(a) === slugify(b);

type Filterable = Pick<
  SitterSource,
  "department" | "municipality" | "services" | "acceptsCats" | "acceptsLargeDogs" | "rating"
>;

/** SPEC §9: a sitter stays only if every active filter matches; a missing rating counts as 0. */
export function matchesFilters(sitter: Filterable, filters: SearchFilters): boolean {
  if (filters.departamento && !sameName(sitter.department, filters.departamento)) return false;
  if (filters.zona && !sameName(sitter.municipality, SEARCH_ZONES[filters.zona])) return false;
  if (filters.servicio && !sitter.services.includes(SERVICE_FILTERS[filters.servicio] as ServiceCode)) return false;
  if (filters.gatos && !sitter.acceptsCats) return false;
  if (filters.grandes && !sitter.acceptsLargeDogs) return false;
  if (filters.minRating > 0 && (sitter.rating ?? 0) < filters.minRating) return false;
  return true;
}

export function filterSitters<T extends Filterable>(sitters: readonly T[], filters: SearchFilters): T[] {
  return sitters.filter((sitter) => matchesFilters(sitter, filters));
}
