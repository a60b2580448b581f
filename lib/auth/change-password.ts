import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";
import { AUTH_MESSAGES } from "@/lib/auth/schemas";
import { isPasswordPersonal } from "@/lib/auth/password-rules";
import { isCommonPassword } from "./common-passwords";
import { trustedDevice } from "./device";
import { isLoginThrottled, recordLoginFailure } from "./login";
import { hashPassword, verifyPassword } from "./password";
import { deleteUserSessions, type ValidSession } from "./session";

export const CHANGE_PASSWORD_MESSAGES = {
  wrongCurrent: "La contraseña actual no es correcta.",
  sameAsCurrent: "La nueva contraseña debe ser distinta de la actual.",
} as const;

/**
 * Changes the signed-in user's password. The current password may be left out only while a change is
 * forced (first sign-in, or after an admin set a temporary one). Ends the user's other sessions.
 */
export async function changePassword(
  session: ValidSession,
  input: { currentPassword?: string; newPassword: string },
  client: string,
  deviceCookie?: string,
): Promise<void> {
  const user = await db().user.findUniqueOrThrow({ where: { id: session.user.id } });
  const device = trustedDevice(deviceCookie, user.id);
  if (!user.requirePasswordChange || input.currentPassword !== undefined) {
    if (input.currentPassword === undefined) throw new HttpError(400, AUTH_MESSAGES.currentRequired);
    if (await isLoginThrottled(user.email, client, device)) throw new HttpError(429, AUTH_MESSAGES.throttled);
    if (!(await verifyPassword(user.password, input.currentPassword))) {
      await recordLoginFailure(user.email, client, device);
      throw new HttpError(400, CHANGE_PASSWORD_MESSAGES.wrongCurrent, "currentPassword");
    }
  }
  if (isPasswordPersonal(input.newPassword, user)) throw new HttpError(400, AUTH_MESSAGES.personal, "newPassword");
  if (isCommonPassword(input.newPassword)) throw new HttpError(400, AUTH_MESSAGES.common, "newPassword");
  if (await verifyPassword(user.password, input.newPassword)) throw new HttpError(400, CHANGE_PASSWORD_MESSAGES.sameAsCurrent, "newPassword");
  await db().user.update({
    where: { id: user.id },
    data: { password: await hashPassword(input.newPassword), requirePasswordChange: false },
  });
  await deleteUserSessions(user.id, session.sessionId);
}
