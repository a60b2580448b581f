import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { isoDateToUtc } from "@/lib/dates";
import { formatCalendarDay } from "@/lib/format/dates";
import { HttpError } from "@/lib/http/handler";
import { ADMIN_MESSAGES } from "@/lib/caregivers/schemas";
import { HOME_CHECK_MESSAGES, type HomeCheckChange } from "@/lib/caregivers/home-check-schema";
import { HOME_CHECK_ITEMS, storedHomeCheckItems } from "@/lib/sitters/home-check";
import { expireSitterCache } from "@/lib/sitters/public";

// The team's home-safety check of a boarding caregiver: one per account, replaced by each new one
// (the audit trail keeps what each said). Only a caregiver whose linked profile offers boarding has one.

const accountSelect = {
  id: true,
  name: true,
  role: true,
  sitter: { select: { services: true } },
  homeCheck: { select: { checkedAt: true, checkedBy: true, items: true } },
} as const;

async function findAccount(id: string) {
  const user = await db().user.findUnique({ where: { id }, select: accountSelect });
  if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  return user;
}

type Account = Awaited<ReturnType<typeof findAccount>>;

/** Why this account cannot have a check (the 409's message), or null when it can. */
function refusal(user: Account): string | null {
  if (user.role !== "caregiver") return HOME_CHECK_MESSAGES.notCaregiver;
  if (!user.sitter) return HOME_CHECK_MESSAGES.noProfile;
  if (!user.sitter.services.includes("BOARDING")) return HOME_CHECK_MESSAGES.noBoarding;
  return null;
}

function teamView(user: Account) {
  const check = user.homeCheck;
  return {
    /** Null when the account may have a check; otherwise why not (the dialog says it instead of the form). */
    refusal: refusal(user),
    homeCheck: check ? { checkedAt: check.checkedAt.toISOString().slice(0, 10), checkedBy: check.checkedBy, items: storedHomeCheckItems(check.items) } : null,
  };
}

/** GET /api/admin/users/{id}/home-check: the latest check with the team's notes, and whether one may be recorded. */
export async function readHomeCheck(id: string) {
  return teamView(await findAccount(id));
}

/** PUT /api/admin/users/{id}/home-check: records (or replaces) the check; the public profile shows it at once. */
export async function recordHomeCheck(id: string, change: HomeCheckChange, actor: string) {
  const user = await findAccount(id);
  const refused = refusal(user);
  if (refused) throw new HttpError(409, refused);
  const data = { checkedAt: isoDateToUtc(change.checkedAt), checkedBy: actor, items: change.items };
  await db().$transaction(async (tx) => {
    await tx.homeCheck.upsert({ where: { userId: id }, create: { userId: id, ...data }, update: data });
    const failed = change.items.filter((item) => !item.ok).map((item) => HOME_CHECK_ITEMS[item.key].no);
    await recordAudit(
      {
        actor,
        action: "caregiver.home-check",
        targetType: "caregiver",
        targetId: id,
        summary: `Revisó el hogar de ${user.name} el ${formatCalendarDay(data.checkedAt)}: ${failed.length ? failed.join(", ") : "todo en orden"}`,
      },
      tx,
    );
  });
  expireSitterCache();
  return teamView(await findAccount(id));
}
