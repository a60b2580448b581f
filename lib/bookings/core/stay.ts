import { DAY_MS, EL_SALVADOR_OFFSET_MS, elSalvadorDayStartsAt, HOUR_MS } from "@/lib/dates";

// The stay's moments in El Salvador time. Calendar days are stored at UTC midnight; El Salvador is UTC-6 all
// year, so its day starts 6 h after UTC's.

/** The first moment of a booking's first day, in El Salvador. */
export const stayStartsAt = (startDate: Date) => elSalvadorDayStartsAt(startDate);
/** The moment a booking's last day ends, in El Salvador. */
export const stayEndsAt = (endDate: Date) => new Date(endDate.getTime() + DAY_MS + EL_SALVADOR_OFFSET_MS);

/** The El Salvador calendar day of a moment, as stored (UTC midnight of that day). */
export const elSalvadorDay = (moment: Date) => new Date(Math.floor((moment.getTime() - EL_SALVADOR_OFFSET_MS) / DAY_MS) * DAY_MS);

/** The moment `hour`:00 of an El Salvador calendar day (stored at UTC midnight). */
export const elSalvadorTime = (day: Date, hour: number) => new Date(day.getTime() + EL_SALVADOR_OFFSET_MS + hour * HOUR_MS);
