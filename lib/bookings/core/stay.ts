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

/** The sitter sends reports for a confirmed booking from its first day until the end of the day after its last. */
export function reportWindowOpen(booking: { status: string; startDate: Date | null; endDate: Date | null }, now: Date): boolean {
  if (booking.status !== "CONFIRMED" || !booking.startDate || !booking.endDate) return false;
  return now >= stayStartsAt(booking.startDate) && now < new Date(stayEndsAt(booking.endDate).getTime() + DAY_MS);
}

/**
 * The days of a confirmed stay (yesterday and today, El Salvador) whose report was due by `now`: boarding and day
 * care by `byHour` of the day, a walk by the day's end. The caller checks which of them have no report.
 */
export function reportDueDays(booking: { service: string | null; startDate: Date | null; endDate: Date | null }, now: Date, byHour: number): Date[] {
  if (!booking.startDate || !booking.endDate) return [];
  const today = elSalvadorDay(now);
  const deadlineHour = booking.service === "WALK" ? 24 : byHour;
  return [new Date(today.getTime() - DAY_MS), today].filter(
    (day) => day >= booking.startDate! && day <= booking.endDate! && now >= elSalvadorTime(day, deadlineHour),
  );
}
