import { HttpError } from "@/lib/http";
import { AUTH_MESSAGES } from "@/lib/validation/auth";
import { readSessionToken } from "./cookie";
import { validateSession, type ValidSession } from "./session";

export type Access = "user" | "admin";

/** The signed-in session of a request, or 401 (anonymous, expired, revoked) / 403 (not an admin). */
export async function requireAccess(request: Request, access: Access): Promise<ValidSession> {
  const session = await validateSession(readSessionToken(request));
  if (!session) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  if (access === "admin" && session.user.role !== "admin") throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return session;
}
