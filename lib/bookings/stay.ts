// The stay's moments in El Salvador time. Calendar days are stored at UTC midnight; El Salvador is UTC-6 all
// year, so its day starts 6 h after UTC's.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const EL_SALVADOR_OFFSET_MS = 6 * HOUR_MS;

/** The first moment of a booking's first day, in El Salvador. */
export const stayStartsAt = (startDate: Date) => new Date(startDate.getTime() + EL_SALVADOR_OFFSET_MS);
/** The moment a booking's last day ends, in El Salvador. */
export const stayEndsAt = (endDate: Date) => new Date(endDate.getTime() + DAY_MS + EL_SALVADOR_OFFSET_MS);

/** The El Salvador calendar day of a moment, as stored (UTC midnight of that day). */
export const elSalvadorDay = (moment: Date) => new Date(Math.floor((moment.getTime() - EL_SALVADOR_OFFSET_MS) / DAY_MS) * DAY_MS);

/** The moment `hour`:00 of an El Salvador calendar day (stored at UTC midnight). */
export const elSalvadorTime = (day: Date, hour: number) => new Date(day.getTime() + EL_SALVADOR_OFFSET_MS + hour * HOUR_MS);

type StayState = { status: string; endDate: Date | null };

/**
 * Whether the owner may still fill or change the pet's file: the request is alive (received, contacted or
 * confirmed) and its last day has not ended. "ended" and "closed" say why not.
 */
export function petFileEditable(booking: StayState, now: Date): true | "ended" | "closed" {
  if (booking.status === "COMPLETED" || (booking.endDate && now >= stayEndsAt(booking.endDate))) return "ended";
  return ["RECEIVED", "CONTACTED", "CONFIRMED"].includes(booking.status) ? true : "closed";
}

/** How long after a completed stay its sitter still reads the pet's file. */
export const SITTER_READS_DAYS_AFTER = 30;

/** The booking's sitter reads the pet's file once it is confirmed, during the stay, and 30 days after completion. */
export function sitterReadsPetFile(booking: { status: string; completedAt: Date | null }, now: Date): boolean {
  if (booking.status === "CONFIRMED") return true;
  return booking.status === "COMPLETED" && booking.completedAt !== null && now.getTime() <= booking.completedAt.getTime() + SITTER_READS_DAYS_AFTER * DAY_MS;
}
