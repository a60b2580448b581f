import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/handler";
import { recordWhatsappOptIn, recordWhatsappOptOut, whatsappOptIns } from "@/lib/mail/whatsapp-consent";
import { whatsappOn } from "@/lib/mail/whatsapp-settings";
import { readableWhatsapp } from "@/lib/site/whatsapp-number";

// A caregiver's WhatsApp notices: the portal's switch for their account's WhatsApp number, stored in the
// same consent records as the forms' boxes (whatsapp_opt_ins with its time, or an opt-out). The account's number is
// its public profile's WhatsApp (where the booking's notices to the sitter go); an account without a profile yet uses
// the number of its application (/unete, the caregiver list with the account's e-mail). Turned on here, the number
// counts as proven (no "Responde SÍ" first): the team made the account for that caregiver and keeps that number.

export const CAREGIVER_WHATSAPP_MESSAGES = {
  noNumber: "Tu cuenta todavía no tiene un número de WhatsApp: el equipo lo agrega a tu perfil.",
  unreadable: "No pudimos leer el número de WhatsApp de tu perfil. Escríbenos y lo corregimos.",
} as const;

/** The number the account's notices go to, as stored (profile) or typed (application); null without one. */
async function accountNumber(userId: string): Promise<string | null> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true, sitter: { select: { whatsapp: true } } } });
  if (!user) return null;
  if (user.sitter) return user.sitter.whatsapp?.trim() || null;
  const lead = await db().providerLead.findUnique({ where: { email: user.email }, select: { whatsapp: true } });
  return lead?.whatsapp.trim() || null;
}

/**
 * GET /api/portal/whatsapp: the account's number as shown (null without one), whether it agreed to the notices (`on`,
 * with `since`), and whether they go (`sending`: also the channel is configured).
 */
export async function caregiverWhatsapp(userId: string) {
  const number = await accountNumber(userId);
  if (!number) return { number: null, on: false, since: null, sending: false };
  const since = (await whatsappOptIns(db(), [number])).get(number) ?? null;
  return { number: readableWhatsapp(number), on: since !== null, since, sending: since !== null && whatsappOn() };
}

/** POST /api/portal/whatsapp: turns them on or off for the account's number (404 when the account has none). */
export async function setCaregiverWhatsapp(userId: string, optIn: boolean) {
  const number = await accountNumber(userId);
  if (!number) throw new HttpError(404, CAREGIVER_WHATSAPP_MESSAGES.noNumber);
  await db().$transaction(async (tx) => {
    if (optIn) {
      if (!(await recordWhatsappOptIn(tx, number, "portal", { proven: true }))) throw new HttpError(409, CAREGIVER_WHATSAPP_MESSAGES.unreadable);
    } else await recordWhatsappOptOut(tx, number, "Portal de cuidadores: dejar de recibir avisos");
  });
  return caregiverWhatsapp(userId);
}
