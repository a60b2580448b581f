import { whatsappDigits } from "@/lib/site/whatsapp-number";

// "Sin avisar": a booking's notice that reached its person on no channel — its e-mail held back by a cap or refused
// for good by the mail server, and no WhatsApp twin that went out (none, or it failed or was skipped too); or, for a
// person we have no e-mail for (a sitter without a portal account), its WhatsApp message failed or skipped (BAJA, an
// unreadable number). The team's card and inbox list it with the person, the reason and "Reenviar" (e-mails only);
// the weekly pulse counts them. Pure.

export type UnreachedRecipient = "owner" | "sitter";
/** `mailId`: the e-mail to send again; null for a notice that went only by WhatsApp (then `whatsappId` names it). */
export type Unreached = {
  kind: string;
  recipient: UnreachedRecipient;
  reason: string;
  mailId: string | null;
  whatsappId?: string;
  subject: string;
  text: string;
  createdAt: Date;
};

type Mail = { id: string; kind: string; to: string; subject: string; text: string; status: string; lastError: string | null; createdAt: Date };
/** A WhatsApp message; `kind`, `subject` and `text` as the team reads it (only a WhatsApp-only notice shows them). */
type Whatsapp = { id?: string; to: string; recipient: string | null; status: string; lastError: string | null; createdAt: Date; kind?: string; subject?: string; text?: string };
/** Where the booking's owner and sitter are reached (null: no such channel). */
export type Reachable = { ownerEmail: string; ownerWhatsapp: string | null; sitterEmail: string | null; sitterWhatsapp: string | null };

/** A WhatsApp twin is written in the same transaction as its e-mail: within this of it. */
const TWIN_WITHIN_MS = 60_000;
const WHATSAPP_NOT_OUT = new Set(["FAILED", "SKIPPED"]);
const MAIL_NOT_OUT = new Set(["FAILED", "SKIPPED"]);
const NOT_SENT = "no enviado";

const digits = (phone: string | null) => (phone ? whatsappDigits(phone) : null);

/** The booking's notices that reached nobody, oldest first (empty when everyone was reached). */
export function unreachedOf(people: Reachable, mails: readonly Mail[], whatsapp: readonly Whatsapp[]): Unreached[] {
  const number: Record<UnreachedRecipient, string | null> = { owner: digits(people.ownerWhatsapp), sitter: digits(people.sitterWhatsapp) };
  const email: Record<UnreachedRecipient, string | null> = { owner: people.ownerEmail || null, sitter: people.sitterEmail };
  const recipientOf = (to: string): UnreachedRecipient | null => (to === people.ownerEmail ? "owner" : people.sitterEmail && to === people.sitterEmail ? "sitter" : null);
  const numberOf = (message: Whatsapp) => message.recipient ?? digits(message.to);
  const byMail = mails.flatMap((mail) => {
    const recipient = recipientOf(mail.to);
    if (!recipient || !MAIL_NOT_OUT.has(mail.status)) return [];
    const twins = whatsapp.filter(
      (message) => number[recipient] !== null && numberOf(message) === number[recipient] && Math.abs(message.createdAt.getTime() - mail.createdAt.getTime()) <= TWIN_WITHIN_MS,
    );
    if (twins.some((message) => !WHATSAPP_NOT_OUT.has(message.status))) return [];
    const reasons = [mail.lastError ?? "", ...twins.map((message) => `WhatsApp: ${message.lastError ?? NOT_SENT}`)].filter(Boolean);
    return [{ kind: mail.kind, recipient, reason: reasons.join(" · "), mailId: mail.id, subject: mail.subject, text: mail.text, createdAt: mail.createdAt }];
  });
  // A person with no e-mail is told by WhatsApp alone: a message of theirs that did not go out reached them nowhere.
  // (A person with an e-mail always has its e-mail twin, read above, or the conversation's digest still to come.)
  const whatsappOnly = (["owner", "sitter"] as const).filter((recipient) => email[recipient] === null && number[recipient] !== null);
  const byWhatsapp = whatsapp.flatMap((message) => {
    const recipient = whatsappOnly.find((person) => numberOf(message) === number[person]);
    if (!recipient || !WHATSAPP_NOT_OUT.has(message.status)) return [];
    return [
      {
        kind: message.kind ?? "whatsapp",
        recipient,
        reason: `WhatsApp: ${message.lastError ?? NOT_SENT}`,
        mailId: null,
        whatsappId: message.id,
        subject: message.subject ?? "WhatsApp",
        text: message.text ?? "",
        createdAt: message.createdAt,
      },
    ];
  });
  return [...byMail, ...byWhatsapp].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
