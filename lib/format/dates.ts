import { EL_SALVADOR_TIME_ZONE } from "@/lib/dates";

// Moments (timestamps from the API) as people in El Salvador read them: es-SV, El Salvador's clock, 24 h.

const dateFormat = new Intl.DateTimeFormat("es-SV", { dateStyle: "long", timeZone: EL_SALVADOR_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("es-SV", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: EL_SALVADOR_TIME_ZONE,
});

function toDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-03-09T16:30:00Z" → "9 de marzo de 2026" (the day in El Salvador). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : "—";
}

/** "2026-03-09T16:30:00Z" → "lunes, 9 de marzo de 2026, 10:30". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : "—";
}

const shortDateTime = new Intl.DateTimeFormat("es-SV", {
  timeZone: EL_SALVADOR_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const longDate = new Intl.DateTimeFormat("es-SV", { dateStyle: "full", timeZone: "UTC" });
const calendarDay = new Intl.DateTimeFormat("es-SV", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** "21/11/2026 14:30" in El Salvador time (what Excel in Spanish reads as a date). */
export function formatDateTimeShort(value: Date | string): string {
  const parts = Object.fromEntries(shortDateTime.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A calendar day (a DATE column, stored at UTC midnight): "9 de marzo de 2026". */
export function formatCalendarDay(value: Date | string): string {
  return calendarDay.format(new Date(value));
}

/** A calendar day as "09/03/2026". */
export function formatCalendarDayShort(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 10).split("-").reverse().join("/");
}

/** A calendar day "YYYY-MM-DD" (or a Date) as "lunes, 9 de marzo de 2026". */
export function formatLongDate(value: string | Date): string {
  return longDate.format(typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value);
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
