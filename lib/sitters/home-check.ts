import type { ServiceCode } from "@/lib/constants";
import { formatCalendarDay } from "@/lib/format/dates";

// The team's home-safety check of a boarding sitter: six questions, each asked so that "yes" is the
// safe answer. The team records it (lib/caregivers/home-check.ts); the profile shows the date and the answers,
// never the team's notes.

export const HOME_CHECK_KEYS = ["FENCED_YARD", "POOL", "NETS", "OTHER_PETS", "SMOKERS", "ESCAPE_ROUTE"] as const;
export type HomeCheckKey = (typeof HOME_CHECK_KEYS)[number];

/** Each question as the team answers it (yes = safe), what its note is about, and how the profile words a yes and a no. */
export const HOME_CHECK_ITEMS: Record<HomeCheckKey, { question: string; topic: string; yes: string; no: string }> = {
  FENCED_YARD: { question: "¿El patio está cercado?", topic: "el patio", yes: "Patio cercado", no: "Patio sin cercar" },
  POOL: { question: "¿No hay piscina, o está protegida?", topic: "la piscina", yes: "Sin piscina o con piscina protegida", no: "Piscina sin protección" },
  NETS: { question: "¿Balcones y ventanas tienen malla (o no hay)?", topic: "balcones y ventanas", yes: "Balcones y ventanas con malla", no: "Balcones o ventanas sin malla" },
  OTHER_PETS: { question: "¿Las mascotas de la casa conviven bien con otras (o no hay)?", topic: "otras mascotas", yes: "Sus mascotas conviven bien con otras", no: "Sus mascotas no siempre conviven con otras" },
  SMOKERS: { question: "¿Nadie fuma dentro de la casa?", topic: "quién fuma", yes: "No se fuma dentro de la casa", no: "Se fuma dentro de la casa" },
  ESCAPE_ROUTE: { question: "¿Revisamos que no haya salidas por donde escaparse?", topic: "las salidas", yes: "Sin salidas por donde escaparse", no: "Hay salidas por donde una mascota podría escaparse" },
};

/** One answer as stored: the note is the team's only. */
export type HomeCheckItem = { key: HomeCheckKey; ok: boolean; note?: string };

/** What GET /api/sitters/{key} shows: the day ("YYYY-MM-DD") and each answer, in HOME_CHECK_KEYS order. */
export type PublicHomeCheck = { checkedAt: string; items: { key: HomeCheckKey; ok: boolean }[] };

const isItem = (value: unknown): value is HomeCheckItem =>
  typeof value === "object" && value !== null && HOME_CHECK_KEYS.includes((value as HomeCheckItem).key) && typeof (value as HomeCheckItem).ok === "boolean";

/** The stored items (JSON) in question order; anything that is not an answer is left out. */
export function storedHomeCheckItems(items: unknown): HomeCheckItem[] {
  const answers = Array.isArray(items) ? items.filter(isItem) : [];
  return HOME_CHECK_KEYS.flatMap((key) => answers.filter((item) => item.key === key).slice(0, 1));
}

/** The public check: only for a profile that offers boarding (the check is about where pets stay overnight). */
export function publicHomeCheck(check: { checkedAt: Date; items: unknown } | null | undefined, services: readonly ServiceCode[]): PublicHomeCheck | null {
  if (!check || !services.includes("BOARDING")) return null;
  return {
    checkedAt: check.checkedAt.toISOString().slice(0, 10),
    items: storedHomeCheckItems(check.items).map(({ key, ok }) => ({ key, ok })),
  };
}

/** The profile's lines: "Hogar revisado el 9 de marzo de 2026" and each answer in words. */
export type HomeCheckView = { title: string; items: { key: HomeCheckKey; ok: boolean; text: string }[] };

export function homeCheckView(check: PublicHomeCheck | null | undefined): HomeCheckView | null {
  if (!check) return null;
  return {
    title: `Hogar revisado el ${formatCalendarDay(check.checkedAt)}`,
    items: check.items.map(({ key, ok }) => ({ key, ok, text: ok ? HOME_CHECK_ITEMS[key].yes : HOME_CHECK_ITEMS[key].no })),
  };
}
