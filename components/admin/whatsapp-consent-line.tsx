import { formatDate, formatDateTimeShort } from "@/lib/format/dates";

/**
 * Under the owner's number on the team's card: since when WhatsApp notices go to it, or since when they stopped
 * (BAJA, or turned off on the tracking page), so the team never wonders why a notice went only by e-mail.
 */
export function WhatsappConsentLine({ optInAt, optOutAt }: { optInAt: string | null; optOutAt: string | null }) {
  if (optOutAt) return <span className="block text-xs text-muted-foreground">El dueño dejó de recibir avisos por WhatsApp el {formatDate(optOutAt)}</span>;
  if (optInAt) return <span className="block text-xs text-muted-foreground">WhatsApp: avisos activados ({formatDateTimeShort(optInAt)})</span>;
  return null;
}
