import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/handler";
import { isUniqueViolation } from "@/lib/http/db-errors";
import { expireSitterCache } from "@/lib/sitters/public";
import { SITTER_MESSAGES, type SitterProfileInput } from "@/lib/sitters/profile-schema";

// Public sitter profiles as the pilot team manages them (create, edit, publish, unpublish).

const adminSitterSelect = {
  id: true, slug: true, name: true, avatar: true, gallery: true, department: true, municipality: true, services: true,
  priceFromUSD: true, rating: true, reviewCount: true, bio: true, home: true, badges: true, languages: true,
  acceptsLargeDogs: true, acceptsCats: true, whatsapp: true, hideSuperSitter: true, published: true, userId: true,
  createdAt: true, updatedAt: true, user: { select: { name: true, email: true } },
} satisfies Prisma.SitterSelect;

export function listAllSitters() {
  return db().sitter.findMany({ select: adminSitterSelect, orderBy: { id: "asc" } });
}

async function checkLinkedUser(userId: string | null | undefined, sitterId?: number) {
  if (!userId) return;
  const user = await db().user.findFirst({ where: { id: userId, role: "caregiver" }, select: { sitter: { select: { id: true } } } });
  if (!user) throw new HttpError(400, SITTER_MESSAGES.userNotFound);
  if (user.sitter && user.sitter.id !== sitterId) throw new HttpError(409, SITTER_MESSAGES.userTaken, "userId");
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, SITTER_MESSAGES.slugTaken, "slug");
  throw error;
}

const sitterAudit = (actor: string, action: string, sitter: { id: number; name: string }, summary: string) =>
  recordAudit({ actor, action, targetType: "sitter", targetId: String(sitter.id), summary });

export async function createSitter(input: SitterProfileInput, actor: string) {
  await checkLinkedUser(input.userId);
  const sitter = await db().sitter.create({ data: { ...input, published: input.published ?? false }, select: adminSitterSelect }).catch(conflict);
  await sitterAudit(actor, "sitter.create", sitter, `Creó el perfil de ${sitter.name}${sitter.published ? " (publicado)" : ""}`);
  expireSitterCache();
  return sitter;
}

export async function updateSitter(id: number, input: Partial<SitterProfileInput>, actor: string) {
  const existing = await db().sitter.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw new HttpError(404, SITTER_MESSAGES.notFound);
  await checkLinkedUser(input.userId, id);
  const sitter = await db().sitter.update({ where: { id }, data: input, select: adminSitterSelect }).catch(conflict);
  const fields = Object.keys(input).length;
  await sitterAudit(actor, "sitter.update", sitter, `Editó el perfil de ${sitter.name} (${fields} ${fields === 1 ? "campo" : "campos"}${input.published === undefined ? "" : input.published ? ", publicado" : ", oculto"})`);
  expireSitterCache();
  return sitter;
}
