import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { zoneOf } from "@/lib/zones/zone-of";

/**
 * The ids of the sitters whose place lies in zone `slug` (only the published ones with `published`). A sitter's zone
 * follows from their departamento and municipality (zone-of.ts), not from a column: few rows in a pilot.
 */
export async function sitterIdsIn(tx: Prisma.TransactionClient, slug: string, { published = false } = {}): Promise<number[]> {
  const sitters = await tx.sitter.findMany({ where: published ? { published: true } : {}, select: { id: true, department: true, municipality: true } });
  return sitters.filter((sitter) => zoneOf(sitter.department, sitter.municipality) === slug).map((sitter) => sitter.id);
}
