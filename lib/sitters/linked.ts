import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";

// The public profile a caregiver's account is linked to (Sitter.userId): what the portal's profile, calendar,
// photos and requests act on.

export const NOT_LINKED = "Tu cuenta todavía no tiene un perfil público: el equipo lo crea y lo vincula.";

/** The linked profile's id, or null. */
export async function linkedSitterId(userId: string): Promise<number | null> {
  const sitter = await db().sitter.findUnique({ where: { userId }, select: { id: true } });
  return sitter?.id ?? null;
}

/** The linked profile's id; 404 with the reason when there is none. */
export async function requireLinkedSitterId(userId: string): Promise<number> {
  const id = await linkedSitterId(userId);
  if (id === null) throw new HttpError(404, NOT_LINKED);
  return id;
}
