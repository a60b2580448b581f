import { attemptLogin } from "@/lib/auth/login";
import { readDeviceCookie, setAccountMarkCookie, setDeviceCookie, setSessionCookie } from "@/lib/auth/cookie";
import { rememberNetwork } from "@/lib/auth/request-origin";
import { SIGN_IN_BUSY } from "@/lib/auth/sign-in-line";
import { clientKey } from "@/lib/http/client-key";
import { fail, json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { AUTH_MESSAGES, loginSchema } from "@/lib/auth/schemas";

// POST /api/auth/login – signs in with e-mail and password; sets the session cookie.
export const POST = route({ body: loginSchema }, async ({ request, body }) => {
  const result = await attemptLogin(body.email, body.password, clientKey(request.headers), readDeviceCookie(request));
  if (!result.ok) {
    if (result.reason === "busy") {
      const retryAfter = { "Retry-After": String(SIGN_IN_BUSY.retryAfterSeconds) };
      return result.busy === "client" ? fail(429, SIGN_IN_BUSY.client, retryAfter) : fail(503, SIGN_IN_BUSY.overall, retryAfter);
    }
    return result.reason === "throttled" ? fail(429, AUTH_MESSAGES.throttled, { "Retry-After": "900" }) : fail(401, AUTH_MESSAGES.invalidCredentials);
  }
  const { name, role, requirePasswordChange } = result.user;
  const response = json({ ok: true, user: { name, role, requirePasswordChange } });
  setSessionCookie(response, request, result.token, result.expiresAt);
  setDeviceCookie(response, request, result.deviceCookie);
  setAccountMarkCookie(response, request, result.deviceCookie);
  await rememberNetwork(result.user.id, request.headers);
  return response;
});
