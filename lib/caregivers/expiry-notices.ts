import "server-only";
import { db } from "@/lib/db";
import { KIND_LABELS, REQUIRED_KINDS } from "@/lib/constants";
import { EXPIRY_NOTICE_DAYS } from "@/lib/caregivers/checklist";
import { refreshCompletion } from "@/lib/caregivers/portal";
import { formatCalendarDay } from "@/lib/format/dates";
import { enqueueMail } from "@/lib/mail/outbox";
import { checkMail } from "@/lib/caregivers/mails";
import { siteOrigin } from "@/lib/site/url";
import { expireSitterCache } from "@/lib/sitters/public";
import { DAY_MS } from "@/lib/dates/units";


/**
 * GET /api/cron/documents: e-mails the caregiver and the team 7 days before a verified check lapses (once per
 * document), and refreshes the progress of whoever had a check lapse since the last run. Idempotent.
 */
export async function runDocumentTimers(now: Date = new Date()): Promise<{ notices: number; lapsed: number }> {
  const due = await db().document.findMany({
    where: { verified: true, kind: { in: [...REQUIRED_KINDS] }, expiryNoticeAt: null, expiresAt: { gt: now, lte: new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS) } },
    select: { id: true, kind: true, expiresAt: true, user: { select: { name: true, email: true } } },
  });
  const team = process.env.TEAM_EMAIL?.trim();
  let notices = 0;
  for (const document of due) {
    const sent = await db().$transaction(async (tx) => {
      // Two runs at once: only the one that marks it sends.
      const marked = await tx.document.updateMany({ where: { id: document.id, expiryNoticeAt: null }, data: { expiryNoticeAt: now } });
      if (marked.count === 0) return false;
      const check = KIND_LABELS[document.kind];
      const day = formatCalendarDay(document.expiresAt!);
      await enqueueMail(tx, [
        { kind: "check-expiring", to: document.user.email, ...checkMail.expiring(document.user.name, document.kind, day, `${siteOrigin()}/portal`) },
        ...(team ? [{ kind: "team-check-expiring", to: team, ...checkMail.teamExpiring(document.user.name, check, day, `${siteOrigin()}/admin`) }] : []),
      ]);
      return true;
    });
    if (sent) notices++;
  }
  // Checks that lapsed in the last two days: their caregivers' progress and public profiles change.
  const lapsed = await db().document.findMany({
    where: { verified: true, expiresAt: { lte: now, gt: new Date(now.getTime() - 2 * DAY_MS) } },
    select: { userId: true },
    distinct: ["userId"],
  });
  for (const { userId } of lapsed) await refreshCompletion(userId);
  if (lapsed.length > 0) expireSitterCache();
  return { notices, lapsed: lapsed.length };
}
