import "server-only";
import { HttpError } from "@/lib/http/handler";
import { AUTH_MESSAGES } from "@/lib/auth/schemas";
import { readSessionToken } from "./cookie";
import { validateSession, type ValidSession } from "./session";

/**
 * Who may call a route:
 * - "user": anyone signed in who no longer has to change a temporary password;
 * - "admin": the same, with the admin role;
 * - "signed-in": anyone signed in, even on a temporary password — only what the forced change itself needs
 *   (who am I, change the password).
 */
export type Access = "user" | "admin" | "signed-in";

/**
 * The signed-in session of a request, or 401 (anonymous, expired, revoked) / 403 (a temporary password still to
 * change, or not an admin).
 */
export async function requireAccess(request: Request, access: Access): Promise<ValidSession> {
  const session = await validateSession(readSessionToken(request));
  if (!session) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  if (access !== "signed-in" && session.user.requirePasswordChange) throw new HttpError(403, AUTH_MESSAGES.passwordChangeRequired);
  if (access === "admin" && session.user.role !== "admin") throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return session;
}

/** A server page's signed-in caregiver or admin (the same rules as "user"), from the request's Cookie header; null otherwise. */
export async function pageSession(cookieHeader: string | null): Promise<ValidSession | null> {
  const request = new Request("http://page.local/", { headers: cookieHeader ? { cookie: cookieHeader } : {} });
  return requireAccess(request, "user").catch(() => null);
}
