import { whatsappDigits } from "@/lib/site/whatsapp-number";

// "Sin avisar": a booking's notice that reached its person on no channel — its e-mail held back by a cap or refused
// for good by the mail server, and no WhatsApp twin that went out (none, or it failed or was skipped too). The team's
// card and inbox list it with the person, the reason and "Reenviar"; the weekly pulse counts them. Pure.

export type UnreachedRecipient = "owner" | "sitter";
export type Unreached = { kind: string; recipient: UnreachedRecipient; reason: string; mailId: string; subject: string; text: string; createdAt: Date };

type Mail = { id: string; kind: string; to: string; subject: string; text: string; status: string; lastError: string | null; createdAt: Date };
type Whatsapp = { to: string; recipient: string | null; status: string; lastError: string | null; createdAt: Date };
/** Where the booking's owner and sitter are reached (null: no such channel). */
export type Reachable = { ownerEmail: string; ownerWhatsapp: string | null; sitterEmail: string | null; sitterWhatsapp: string | null };

/** A WhatsApp twin is written in the same transaction as its e-mail: within this of it. */
const TWIN_WITHIN_MS = 60_000;
const WHATSAPP_NOT_OUT = new Set(["FAILED", "SKIPPED"]);
const MAIL_NOT_OUT = new Set(["FAILED", "SKIPPED"]);

const digits = (phone: string | null) => (phone ? whatsappDigits(phone) : null);

/** The booking's notices that reached nobody, oldest first (empty when everyone was reached). */
export function unreachedOf(people: Reachable, mails: readonly Mail[], whatsapp: readonly Whatsapp[]): Unreached[] {
  const number: Record<UnreachedRecipient, string | null> = { owner: digits(people.ownerWhatsapp), sitter: digits(people.sitterWhatsapp) };
  const recipientOf = (to: string): UnreachedRecipient | null => (to === people.ownerEmail ? "owner" : people.sitterEmail && to === people.sitterEmail ? "sitter" : null);
  return mails.flatMap((mail) => {
    const recipient = recipientOf(mail.to);
    if (!recipient || !MAIL_NOT_OUT.has(mail.status)) return [];
    const twins = whatsapp.filter(
      (message) =>
        number[recipient] !== null &&
        (message.recipient ?? digits(message.to)) === number[recipient] &&
        Math.abs(message.createdAt.getTime() - mail.createdAt.getTime()) <= TWIN_WITHIN_MS,
    );
    if (twins.some((message) => !WHATSAPP_NOT_OUT.has(message.status))) return [];
    const reasons = [mail.lastError ?? "", ...twins.map((message) => `WhatsApp: ${message.lastError ?? "no enviado"}`)].filter(Boolean);
    return [{ kind: mail.kind, recipient, reason: reasons.join(" · "), mailId: mail.id, subject: mail.subject, text: mail.text, createdAt: mail.createdAt }];
  });
}
