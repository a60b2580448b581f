import { EL_SALVADOR_TIME_ZONE } from "@/lib/dates/days";
import { onFirstUse } from "@/lib/format/on-first-use";

// Moments (timestamps from the API) as people in El Salvador read them: es-SV, El Salvador's clock, 24 h.

const dateFormat = /* @__PURE__ */ onFirstUse(() => new Intl.DateTimeFormat("es-SV", { dateStyle: "long", timeZone: EL_SALVADOR_TIME_ZONE }));
const dateTimeFormat = /* @__PURE__ */ onFirstUse(() => new Intl.DateTimeFormat("es-SV", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: EL_SALVADOR_TIME_ZONE,
}));

function toDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-03-09T16:30:00Z" → "9 de marzo de 2026" (the day in El Salvador). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : "—";
}

/** "2026-03-09T16:30:00Z" → "lunes, 9 de marzo de 2026, 10:30". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat().format(date) : "—";
}

const shortDateTime = /* @__PURE__ */ onFirstUse(() => new Intl.DateTimeFormat("es-SV", {
  timeZone: EL_SALVADOR_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
}));
/** "21/11/2026 14:30" in El Salvador time (what Excel in Spanish reads as a date). */
export function formatDateTimeShort(value: Date | string): string {
  const parts = Object.fromEntries(shortDateTime().formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

const clockTime = /* @__PURE__ */ onFirstUse(() => new Intl.DateTimeFormat("es-SV", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: EL_SALVADOR_TIME_ZONE }));
/** "2026-03-09T14:10:00Z" → "8:10" (the time of day in El Salvador, 24 h). */
export function formatClockTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return "—";
  // es-SV pads the hour under h23 ("08:10"); the time is said "8:10".
  const parts = Object.fromEntries(clockTime().formatToParts(date).map((part) => [part.type, part.value]));
  return `${Number(parts.hour)}:${parts.minute}`;
}
