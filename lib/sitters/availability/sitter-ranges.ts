import { addDays, isIsoDate } from "@/lib/dates";
import type { DayRange } from "./day-ranges";

// What a sitter may block in their calendar (the portal's form and the server check the same rules).

export const AVAILABILITY_LIMITS = { maxRanges: 100, daysAhead: 365 } as const;

export const AVAILABILITY_MESSAGES = {
  invalidDate: "Escribe cada fecha como AAAA-MM-DD.",
  reversed: "Cada rango termina el mismo día o después de empezar.",
  past: "No puedes bloquear días que ya pasaron.",
  tooFar: `Puedes bloquear hasta ${AVAILABILITY_LIMITS.daysAhead} días adelante.`,
  tooMany: `Puedes tener hasta ${AVAILABILITY_LIMITS.maxRanges} rangos bloqueados.`,
  unavailable: (name: string) => `${name} no está disponible en esas fechas. Elige otras o escoge otro cuidador.`,
} as const;

/** The first problem with ranges a sitter sends, or null. `today` is El Salvador's day. */
export function rangesProblem(ranges: readonly DayRange[], today: string): string | null {
  if (ranges.length > AVAILABILITY_LIMITS.maxRanges) return AVAILABILITY_MESSAGES.tooMany;
  const last = addDays(today, AVAILABILITY_LIMITS.daysAhead);
  for (const { start, end } of ranges) {
    if (!isIsoDate(start) || !isIsoDate(end)) return AVAILABILITY_MESSAGES.invalidDate;
    if (end < start) return AVAILABILITY_MESSAGES.reversed;
    if (start < today) return AVAILABILITY_MESSAGES.past;
    if (end > last) return AVAILABILITY_MESSAGES.tooFar;
  }
  return null;
}
