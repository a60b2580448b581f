import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { formatCountOf } from "@/lib/format/text";
import { DEFAULT_READINESS_THRESHOLDS, type ReadinessThresholds } from "@/lib/zones/readiness";

// The team's thresholds for «Lista para abrir», one row in zone_readiness_thresholds; until the
// team first saves them, the defaults (5 sitters ready, 30 families waiting) hold.

const THRESHOLDS_ID = 1;

/** The thresholds in force. */
export async function readReadinessThresholds(): Promise<ReadinessThresholds> {
  const row = await db().zoneReadinessThresholds.findUnique({ where: { id: THRESHOLDS_ID }, select: { readySitters: true, waitingFamilies: true } });
  return row ?? { ...DEFAULT_READINESS_THRESHOLDS };
}

const described = (thresholds: ReadinessThresholds) =>
  `${formatCountOf(thresholds.readySitters, "cuidador listo", "cuidadores listos")} y ${formatCountOf(thresholds.waitingFamilies, "familia en espera", "familias en espera")}`;

/** PUT /api/admin/zone-thresholds: sets both thresholds, in the audit trail (with what they were). */
export async function setReadinessThresholds(thresholds: ReadinessThresholds, adminEmail: string): Promise<ReadinessThresholds> {
  return db().$transaction(async (tx) => {
    const before = (await tx.zoneReadinessThresholds.findUnique({ where: { id: THRESHOLDS_ID } })) ?? DEFAULT_READINESS_THRESHOLDS;
    const saved = await tx.zoneReadinessThresholds.upsert({
      where: { id: THRESHOLDS_ID },
      create: { id: THRESHOLDS_ID, ...thresholds, updatedBy: adminEmail },
      update: { ...thresholds, updatedBy: adminEmail },
      select: { readySitters: true, waitingFamilies: true },
    });
    await recordAudit(
      {
        actor: adminEmail,
        action: "zone.thresholds",
        targetType: "zone",
        targetId: "thresholds",
        summary: `Umbrales de «Lista para abrir»: de ${described(before)} a ${described(saved)}`,
      },
      tx,
    );
    return saved;
  });
}
