import { changePassword } from "@/lib/auth/change-password";
import { readDeviceCookie } from "@/lib/auth/cookie";
import { clientKey } from "@/lib/http/client-key";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { changePasswordSchema } from "@/lib/auth/schemas";

// POST /api/auth/change-password – { currentPassword (left out only while forced), newPassword }.
export const POST = route({ auth: "signed-in", body: changePasswordSchema }, async ({ request, body, session }) => {
  await changePassword(session, body, clientKey(request.headers), readDeviceCookie(request));
  return json({ ok: true });
});
