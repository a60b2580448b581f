// Dates as people in El Salvador read them (es-SV, 24-hour clock), computed the same on server and browser.
import { EL_SALVADOR_TIME_ZONE } from "@/lib/dates";

const dateTime = new Intl.DateTimeFormat("es-SV", {
  timeZone: EL_SALVADOR_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const longDate = new Intl.DateTimeFormat("es-SV", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** "21/11/2026 14:30" in El Salvador time (what Excel in Spanish reads as a date). */
export function formatDateTimeEsSv(value: Date | string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A calendar day (a DATE column, stored at UTC midnight): "9 de marzo de 2026". */
export function formatCalendarDay(value: Date | string): string {
  return longDate.format(new Date(value));
}

/** A calendar day as "09/03/2026". */
export function formatCalendarDayShort(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 10).split("-").reverse().join("/");
}
