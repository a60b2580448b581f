import {
  DEPARTMENTS,
  MIN_RATING_OPTIONS,
  SEARCH_ZONES,
  SERVICE_FILTERS,
  type Department,
  type SearchZone,
  type ServiceCode,
} from "@/lib/constants";
import { addDays, CARE_HORIZON_DAYS, isIsoDate, todayInElSalvador } from "@/lib/dates";
import { slugify } from "@/lib/format/plain-text";
import { isZoneSlug, type ZoneSlug } from "@/lib/zones/catalog";
import { INVITATION_PARAM, isInvitationToken } from "@/lib/zones/invitation-link";
import { zoneOf } from "@/lib/zones/zone-of";
import { cardPrice } from "./card-label";
import { parseSearchOrder, type SearchOrder } from "./search-order";
import type { SitterSource } from "./types";

// The search page's filters (SPEC §2, §9): read from the URL, written back to it, applied to the list.

export type ServiceFilter = keyof typeof SERVICE_FILTERS;
export type MinRating = (typeof MIN_RATING_OPTIONS)[number];

export type SearchFilters = {
  departamento?: Department;
  /** SPEC's seven zones, or any other zone of the country (lib/zones/catalog.ts: "Aún no llegamos a…" while closed). */
  zona?: ZoneSlug;
  servicio?: ServiceFilter;
  gatos: boolean;
  grandes: boolean;
  minRating: MinRating;
  /**
   * The first day the owner needs care ("YYYY-MM-DD"), carried on to the profile and booking form. Sitters who
   * cannot take any day from `fecha` to `hasta` are left out.
   */
  fecha?: string;
  /** The last day of care, when it is not `fecha` itself. */
  hasta?: string;
  /** The most the owner wants to pay, in USD, against the sitter's "Desde $N" (the chosen service's price). */
  precioMax?: number;
  orden: SearchOrder;
  /**
   * A family's invitation token (`?invitacion=` of their e-mailed link), carried along the search so an
   * «Por invitación» zone's sitters show for them. Not a filter: never part of a search's cache key (search-key.ts).
   */
  invitacion?: string;
};

export const NO_FILTERS: SearchFilters = { gatos: false, grandes: false, minRating: 0, orden: "recomendados" };

/** Every URL key a search understands (its own and the hero's / old product's words). */
export const SEARCH_KEYS = [
  "departamento", "department", "zona", "servicio", "service", "gatos", "grandes", "tamano", "size", "minRating",
  "fecha", "date", "desde", "hasta", "precioMax", "orden",
] as const;

/** The longest range a search takes (a longer one is cut to this many days). */
export const MAX_SEARCH_DAYS = 60;
/** The highest price cap the API accepts. */
export const MAX_PRICE_CAP = 500;
/** The price caps the search page offers (USD). */
export const PRICE_CAP_STEPS = [10, 15, 20, 25, 30, 40, 50] as const;

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

/** A day the booking form can start on: a real date in El Salvador, from today to 12 months ahead. */
export function parseCareDate(value: string | undefined, today = todayInElSalvador()): string | undefined {
  return value && isIsoDate(value) && value >= today && value <= addDays(today, CARE_HORIZON_DAYS) ? value : undefined;
}

/** The last day of a range starting on `start`: a real date on or after it, at most MAX_SEARCH_DAYS long. */
function parseRangeEnd(value: string | undefined, start: string | undefined): string | undefined {
  if (!start || !value || !isIsoDate(value) || value <= start) return undefined;
  const longest = addDays(start, MAX_SEARCH_DAYS - 1);
  return value > longest ? longest : value;
}

/**
 * A price cap as the search page offers it: the nearest step at or above it ("Hasta $17" reads as "Hasta $20", so no
 * sitter the owner could afford is hidden); above the highest step, no cap ("Cualquier precio").
 */
export function priceCapStep(price: number | undefined): number | undefined {
  return price === undefined ? undefined : PRICE_CAP_STEPS.find((step) => step >= price);
}

function parsePriceCap(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const price = Number(value);
  return price >= 1 && price <= MAX_PRICE_CAP ? price : undefined;
}

const isOn = (value: string | undefined) => value === "1" || value === "true";
const isLargeSize = (value: string | undefined) => ["grande", "large"].includes(value?.toLowerCase() ?? "");

/**
 * The filters in a URL. Own keys: departamento, zona, servicio, gatos=1, grandes=1, minRating, fecha (one day)
 * or desde/hasta (a range), precioMax, orden. Also understood (the hero's words and the old product's):
 * department, service, tamano/size=grande|LARGE (→ grandes), date. Values outside SPEC's lists, days before today
 * or over 12 months ahead and impossible ranges are ignored, never an error (the API checks them strictly first:
 * search-params-schema.ts).
 */
export function parseSearchFilters(params: Params, today = todayInElSalvador()): SearchFilters {
  const zona = read(params, "zona")?.toLowerCase();
  const fecha = parseCareDate(read(params, "desde", "fecha", "date"), today);
  return {
    departamento: parseDepartment(read(params, "departamento", "department")),
    zona: zona && isZoneSlug(zona) ? zona : undefined,
    servicio: parseService(read(params, "servicio", "service")),
    gatos: isOn(read(params, "gatos")),
    grandes: isOn(read(params, "grandes")) || isLargeSize(read(params, "tamano", "size")),
    minRating: parseMinRating(read(params, "minRating")),
    fecha,
    hasta: parseRangeEnd(read(params, "hasta"), fecha),
    precioMax: parsePriceCap(read(params, "precioMax")),
    orden: parseSearchOrder(read(params, "orden")),
    invitacion: invitationOf(read(params, INVITATION_PARAM)),
  };
}

/** A well-formed invitation token, else none (whether it opens a zone is the invited search page's to find out). */
const invitationOf = (value: string | undefined) => (isInvitationToken(value) ? value : undefined);

/** The URL query of some filters, own keys only, in a fixed order, without the ones that are off. */
export function searchQuery(filters: Partial<SearchFilters>): string {
  const query = new URLSearchParams();
  if (filters.departamento) query.set("departamento", departmentSlug(filters.departamento));
  if (filters.zona) query.set("zona", filters.zona);
  if (filters.servicio) query.set("servicio", filters.servicio);
  if (filters.gatos) query.set("gatos", "1");
  if (filters.grandes) query.set("grandes", "1");
  if (filters.minRating) query.set("minRating", String(filters.minRating));
  if (filters.fecha && filters.hasta) {
    query.set("desde", filters.fecha);
    query.set("hasta", filters.hasta);
  } else if (filters.fecha) query.set("fecha", filters.fecha);
  if (filters.precioMax) query.set("precioMax", String(filters.precioMax));
  if (filters.orden && filters.orden !== "recomendados") query.set("orden", filters.orden);
  if (filters.invitacion) query.set(INVITATION_PARAM, filters.invitacion);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** True when at least one filter narrows the list (the dates and the order do not: "Limpiar filtros" keeps them). */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.departamento || filters.zona || filters.servicio || filters.gatos || filters.grandes || filters.minRating || filters.precioMax,
  );
}

/** The days of care a search asks for, or null without a date. */
export function searchRange(filters: Pick<SearchFilters, "fecha" | "hasta">): { start: string; end: string } | null {
  return filters.fecha ? { start: filters.fecha, end: filters.hasta ?? filters.fecha } : null;
}

const sameName = (a: string, b: string) => slugify(a) === slugify(b);

type Filterable = Pick<
  SitterSource,
  "department" | "municipality" | "services" | "acceptsCats" | "acceptsLargeDogs" | "rating" | "prices"
>;

/** SPEC's zones match the municipality's name (SPEC §9); the rest of the country by zoneOf(). */
function inZone(sitter: Pick<Filterable, "department" | "municipality">, zona: ZoneSlug): boolean {
  if (zona in SEARCH_ZONES) return sameName(sitter.municipality, SEARCH_ZONES[zona as SearchZone]);
  return zoneOf(sitter.department, sitter.municipality) === zona;
}

/**
 * SPEC §9: a sitter stays only if every active filter matches; a missing rating counts as 0. The price cap is
 * compared with the price the card shows ("Desde $N": the chosen service's, or the lowest offered).
 */
export function matchesFilters(sitter: Filterable, filters: SearchFilters): boolean {
  if (filters.departamento && !sameName(sitter.department, filters.departamento)) return false;
  if (filters.zona && !inZone(sitter, filters.zona)) return false;
  if (filters.servicio && !sitter.services.includes(SERVICE_FILTERS[filters.servicio] as ServiceCode)) return false;
  if (filters.gatos && !sitter.acceptsCats) return false;
  if (filters.grandes && !sitter.acceptsLargeDogs) return false;
  if (filters.minRating > 0 && (sitter.rating ?? 0) < filters.minRating) return false;
  if (filters.precioMax !== undefined) {
    const service = filters.servicio ? (SERVICE_FILTERS[filters.servicio] as ServiceCode) : undefined;
    // The cap reads the price the card shows.
    const price = cardPrice(sitter, service);
    if (price === null || price > filters.precioMax) return false;
  }
  return true;
}

export function filterSitters<T extends Filterable>(sitters: readonly T[], filters: SearchFilters): T[] {
  return sitters.filter((sitter) => matchesFilters(sitter, filters));
}
