import type { GuardedBooking, Recipient, SheetGuard, StayNotice } from "@/lib/bookings/core/process";
import { elSalvadorDay, elSalvadorTime, stayEndsAt, stayStartsAt } from "@/lib/bookings/core/stay";
import type { StayMailKey } from "@/lib/bookings/stay/stay-texts";
import { STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import { DAY_MS } from "@/lib/dates/units";

// The stay's reports as rules: when the sitter sends them, which days one is missing, and who is told (STAY_NOTICES).

/** The stay's guards on the booking sheet's rows: the hand-over from the first day, the no-shows on that day only. */
export const STAY_GUARDS = {
  stayStarted: {
    says: "from the stay's first day (El Salvador time)",
    check: (booking: GuardedBooking, now: Date) => !booking.startDate || now >= stayStartsAt(booking.startDate),
    message: "Esta reserva todavía no empieza: la entrega se registra desde su primer día.",
  },
  stayFirstDay: {
    says: "on the stay's first day (El Salvador time)",
    check: (booking: GuardedBooking, now: Date) =>
      booking.startDate !== null && now >= stayStartsAt(booking.startDate) && now < new Date(stayStartsAt(booking.startDate).getTime() + DAY_MS),
    message: "Solo puedes avisar que alguien no llegó durante el primer día de la reserva. Si pasó otra cosa, escríbenos.",
  },
} as const satisfies Record<string, SheetGuard>;

/**
 * Notices during a confirmed stay, with no move: a report arrived (the owner gets at most one e-mail every
 * `everyHours` per booking; reports sent meanwhile join the next one), and a report missing (the team, once per
 * booking and day: boarding and day care by the timer's hour, El Salvador time, a walk by the end of its day). `in`, `event`,
 * `by`, `when`, `timer` and `note` are how the sheet doc's table reads them: a new entry is a new line there.
 */
const REPORT_MAIL_EVERY_HOURS = 2;

export const STAY_NOTICES = {
  reportArrived: {
    in: STAY_STATUSES, event: "a report arrives", by: "sitter", when: "the stay's first day to the day after its last",
    tell: [{ to: "owner", mail: "stay-report" }], everyHours: REPORT_MAIL_EVERY_HOURS,
    note: `at most one e-mail every ${REPORT_MAIL_EVERY_HOURS} h; reports meanwhile join it`,
  },
  reportMissing: {
    in: STAY_STATUSES, event: "no report that day", by: "system", when: "a stay day without a report", timer: { after: "stayDay", hour: 19 },
    tell: [{ to: "team", mail: "team-missing-report" }], note: "once per day",
  },
} as const satisfies Record<string, StayNotice & { tell: readonly { to: Recipient; mail: StayMailKey }[] } & Record<string, unknown>>;

/** The sitter sends reports for a confirmed or in-progress booking from its first day until the end of the day after its last. */
export function reportWindowOpen(booking: { status: string; startDate: Date | null; endDate: Date | null }, now: Date): boolean {
  if (!statusIn(STAY_STATUSES, booking.status) || !booking.startDate || !booking.endDate) return false;
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

/** The sheet's moves at the door: the hand-over, and the pick-up or hand-back that ends the stay. */
export const STAY_DOOR_MOVES = ["sitter.handOver", "owner.pickUp", "sitter.handBack"] as const;

/**
 * When the pet changed hands, read from the booking's history: the hand-over (its time and the place the sitter
 * said) and the end (picked up by the owner or handed back by the sitter), null for what was not recorded.
 */
export function stayDoor(moves: readonly { move: string; changedAt: Date }[], place: string | null) {
  const at = (name: string) => moves.find((move) => move.move === name)?.changedAt ?? null;
  const handedOver = at("sitter.handOver");
  const pickedUp = at("owner.pickUp");
  const handedBack = at("sitter.handBack");
  return {
    handOver: handedOver ? { at: handedOver.toISOString(), place } : null,
    handBack: pickedUp ? { at: pickedUp.toISOString(), by: "owner" as const } : handedBack ? { at: handedBack.toISOString(), by: "sitter" as const } : null,
  };
}
