import { DEPARTMENTS, MIN_RATING_OPTIONS, PET_SIZE_LABELS, SEARCH_ZONES, SERVICE_FILTERS, SERVICE_LABELS, ZONE_DEPARTMENTS, type Department, type SearchZone } from "@/lib/constants";
import { departmentSlug, PRICE_CAP_STEPS } from "@/lib/sitters/search-filters";
import { SEARCH_ORDERS } from "@/lib/sitters/search-order";

// The choices of the search controls (hero and search page), as value/label pairs.

export type Option = { value: string; label: string };

export const DEPARTMENT_OPTIONS: Option[] = DEPARTMENTS.map((name) => ({ value: departmentSlug(name), label: name }));

export const ZONE_OPTIONS: Option[] = Object.entries(SEARCH_ZONES).map(([value, label]) => ({ value, label }));

/** The zones of a departamento (all of them when none is chosen): a zona elsewhere would find no one. */
export function zoneOptionsFor(department: Department | undefined): Option[] {
  return department ? ZONE_OPTIONS.filter((option) => ZONE_DEPARTMENTS[option.value as SearchZone] === department) : ZONE_OPTIONS;
}

export const SERVICE_OPTIONS: Option[] = Object.entries(SERVICE_FILTERS).map(([value, code]) => ({
  value,
  label: SERVICE_LABELS[code],
}));

export const MIN_RATING_CHOICES: Option[] = MIN_RATING_OPTIONS.map((rating) => ({
  value: String(rating),
  label: rating === 0 ? "Cualquier calificación" : `${rating} estrellas o más`,
}));

/** The hero's size choice; only "grande" narrows the search (to sitters who accept large dogs). */
export const SIZE_OPTIONS: Option[] = [
  { value: "pequeno", label: PET_SIZE_LABELS.SMALL },
  { value: "mediano", label: PET_SIZE_LABELS.MEDIUM },
  { value: "grande", label: PET_SIZE_LABELS.LARGE },
];

/** The search page's price caps (USD, against the card's "Desde $N"). */
export const PRICE_CAP_OPTIONS: Option[] = PRICE_CAP_STEPS.map((price) => ({ value: String(price), label: `Hasta $${price}` }));

export const ORDER_OPTIONS: Option[] = Object.entries(SEARCH_ORDERS).map(([value, label]) => ({ value, label }));
