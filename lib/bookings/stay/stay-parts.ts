import "server-only";
import { STAY_STATUSES } from "@/lib/constants/booking-status-groups";
import { tellAbout } from "@/lib/bookings/core/moves";
import { reportDueDays, STAY_NOTICES } from "@/lib/bookings/stay/stay-rules";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { elSalvadorDay } from "@/lib/bookings/core/stay";
import { currentTime } from "@/lib/dates/clock";
import { DAY_MS, EL_SALVADOR_OFFSET_MS } from "@/lib/dates/units";
import { db } from "@/lib/db";
import { formatCalendarDay } from "@/lib/format/dates";
import { deliverSoon } from "@/lib/mail/outbox";

// What the stay lends the booking sheet (lib/bookings/features.ts): its timed job. A `-parts` module runs only
// inside the timer runs, which the composition has already fitted, so it may reach the mover in the core directly
// (through lib/bookings/loop.ts it would be an import cycle).

/**
 * The missing-report check (GET /api/cron/reports, and whenever the team opens the dashboard): every confirmed stay
 * whose report for yesterday or today was due and never came gets one e-mail to the team per day. Idempotent: the
 * alert row (booking, day) is written with the e-mail, and a second run finds it.
 */
export async function alertMissingReports(now: Date = currentTime()): Promise<{ alerted: number }> {
  const today = elSalvadorDay(now);
  const yesterday = new Date(today.getTime() - DAY_MS);
  const stays = await db().booking.findMany({
    where: { status: { in: [...STAY_STATUSES] }, startDate: { lte: today }, endDate: { gte: yesterday } },
    select: { id: true, service: true, startDate: true, endDate: true },
  });
  let alerted = 0;
  for (const stay of stays) {
    for (const day of reportDueDays(stay, now, STAY_NOTICES.reportMissing.timer.hour)) {
      const dayStart = new Date(day.getTime() + EL_SALVADOR_OFFSET_MS);
      const reported = await db().stayReport.count({ where: { bookingId: stay.id, at: { gte: dayStart, lt: new Date(dayStart.getTime() + DAY_MS) } } });
      if (reported > 0) continue;
      const told = await db().$transaction(async (tx) => {
        const written = await tx.stayReportAlert.createMany({ data: [{ bookingId: stay.id, day }], skipDuplicates: true });
        if (written.count === 0) return false;
        await tellAbout(tx, stay.id, STAY_NOTICES.reportMissing.tell, { by: "system", reason: formatCalendarDay(day) });
        return true;
      });
      if (told) alerted++;
    }
  }
  if (alerted) deliverSoon();
  return { alerted };
}

/** What the stay lends the sheet: the stay's day clock, the missing-report check (STAY_NOTICES.reportMissing). */
export const STAY_PARTS = {
  jobs: { alerted: { kind: "stayDay", run: async (now) => (await alertMissingReports(now)).alerted } },
} satisfies FeatureParts;
