import { slugify } from "@/lib/format/plain-text";
import { ZONES } from "@/lib/zones/catalog";
import { departmentNamed, zoneOf } from "@/lib/zones/zone-of";

// Plan B's free sitters, nearest first: a walk in Santa Tecla should not offer a sitter 60 km away before one in
// Santa Tecla. There are no coordinates, so "near" is the place's names: the same municipality, then the same
// zone, then the same departamento, then the rest; best rated first within each (the order they come in). Pure.

/** A sitter's place as their profile holds it. */
export type Place = { department: string; municipality?: string | null };

/**
 * Where a booking is: the owner's municipality as they typed it, and the departamento and zone of the sitter they
 * chose (near them: the search was by zone). Without that sitter (removed), the owner's municipality decides both
 * when it names one of the catalog's zones.
 */
export type BookingPlace = { municipality: string | null; department: string | null; zone: string | null };

export function bookingPlace(ownerMunicipality: string | null, sitter: Place | null): BookingPlace {
  const municipality = ownerMunicipality?.trim() || null;
  const department = sitter ? (departmentNamed(sitter.department) ?? null) : null;
  if (sitter && department) return { municipality: municipality ?? sitter.municipality?.trim() ?? null, department, zone: zoneOf(department, sitter.municipality) };
  // Without the sitter's departamento: a municipality that is one of SPEC's zones places the booking.
  const named = municipality ? departmentOfZoneTown(municipality) : null;
  return named ? { municipality, department: named, zone: zoneOf(named, municipality) } : { municipality, department: null, zone: null };
}

/** The departamento of a town that names one of the catalog's zones ("Santa Tecla" → La Libertad), else null. */
function departmentOfZoneTown(town: string): string | null {
  return ZONES.find((zone) => zone.municipalities !== "rest" && zone.municipalities.some((name) => same(name, town)))?.department ?? null;
}

const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && slugify(a) === slugify(b));

/** How near a sitter is to the booking: 0 same municipality, 1 same zone, 2 same departamento, 3 farther. */
export function nearness(place: BookingPlace, sitter: Place): { rank: 0 | 1 | 2 | 3; label: string } {
  const department = departmentNamed(sitter.department) ?? null;
  const sameDepartment = place.department !== null && department === place.department;
  // A municipality's name alone can repeat in another departamento: it counts only within the booking's.
  if (same(place.municipality, sitter.municipality) && (place.department === null || sameDepartment)) {
    return { rank: 0, label: `En ${sitter.municipality!.trim()}` };
  }
  if (place.zone !== null && department !== null && zoneOf(department, sitter.municipality) === place.zone) return { rank: 1, label: "En tu zona" };
  if (sameDepartment) return { rank: 2, label: `En ${department}` };
  return { rank: 3, label: "Más lejos" };
}

/** The sitters nearest first, each with its label («En Santa Tecla», «En tu zona», «En La Libertad», «Más lejos»); ties keep their order. */
export function rankNearby<T extends Place>(place: BookingPlace, sitters: readonly T[]): (T & { nearby: string })[] {
  return sitters
    .map((sitter, index) => ({ sitter, index, ...nearness(place, sitter) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ sitter, label }) => ({ ...sitter, nearby: label }));
}
