import "server-only";
import { db } from "@/lib/db";
import { z } from "@/lib/zod";
import type { Prisma } from "@/lib/generated/prisma/client";

// The audit trail: what each admin did, when (the dashboard's "Actividad" view).

export type AuditEntry = { actor: string; action: string; targetType: string; targetId: string; summary: string };

/** Records an admin action; inside the action's own transaction when one is given. */
export async function recordAudit(entry: AuditEntry, tx: Prisma.TransactionClient = db()): Promise<void> {
  await tx.auditEvent.create({ data: { ...entry, summary: entry.summary.slice(0, 500) } });
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/activity?page=N: a page that is not a whole number from 1 to 100 000 reads as the first. */
export const auditPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1) });

/** One page of the trail, newest first. */
export async function listAuditEvents(page: number) {
  const [events, total] = await Promise.all([
    db().auditEvent.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * AUDIT_PAGE_SIZE, take: AUDIT_PAGE_SIZE }),
    db().auditEvent.count(),
  ]);
  return { events, page, pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)), total };
}
