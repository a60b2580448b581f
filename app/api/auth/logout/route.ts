import { clearSessionCookie, readSessionToken } from "@/lib/auth/cookie";
import { deleteSession } from "@/lib/auth/session";
import { handler, json } from "@/lib/http/handler";

// POST /api/auth/logout – ends this session (the row and the cookie). Safe to call when signed out.
export const POST = handler(async (request) => {
  const token = readSessionToken(request);
  if (token) await deleteSession(token);
  const response = json({ ok: true });
  clearSessionCookie(response, request);
  return response;
});
