import { onFirstUse } from "@/lib/format/on-first-use";

// Calendar days (DATE columns, stored at UTC midnight, and "YYYY-MM-DD" values) as people in El Salvador read them.

const longDate = /* @__PURE__ */ onFirstUse(() => new Intl.DateTimeFormat("es-SV", { dateStyle: "full", timeZone: "UTC" }));
const calendarDay = /* @__PURE__ */ onFirstUse(() => new Intl.DateTimeFormat("es-SV", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }));

/** A calendar day (a DATE column, stored at UTC midnight): "9 de marzo de 2026". */
export function formatCalendarDay(value: Date | string): string {
  return calendarDay().format(new Date(value));
}

/** A calendar day as "09/03/2026". */
export function formatCalendarDayShort(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 10).split("-").reverse().join("/");
}

/** A calendar day "YYYY-MM-DD" (or a Date) as "lunes, 9 de marzo de 2026". */
export function formatLongDate(value: string | Date): string {
  return longDate().format(typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value);
}

/**
 * A span of calendar days as one phrase: "del 3 de diciembre de 2026 al 5 de diciembre de 2026", and one day "el 3
 * de diciembre de 2026". `alone`: the phrase is a field's whole value ("Fechas: …"), so one day is just "3 de
 * diciembre de 2026"; `capitalized`: it starts a line ("Del …"); `day`: how each end reads (formatLongDate adds
 * the weekday).
 */
export function formatDayRange(
  start: Date | string,
  end: Date | string,
  { day = formatCalendarDay, alone = false, capitalized = false }: { day?: (value: Date | string) => string; alone?: boolean; capitalized?: boolean } = {},
): string {
  const first = day(start);
  const last = day(end);
  const phrase = first === last ? (alone ? first : `el ${first}`) : `del ${first} al ${last}`;
  return capitalized ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}
