import { MailIcon, MessageCircleIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { CONTACT } from "@/lib/constants";
import { whatsappHref, whatsappMessage } from "@/lib/site/whatsapp";

/**
 * Opens a WhatsApp chat (new tab) with SPEC §7's prefilled message. With no number to write to (no sitter number
 * and, in production, no WHATSAPP_NUMBER for the team), it offers the team's e-mail instead, the message prefilled.
 */
export function WhatsAppButton({
  label = "Escribir por WhatsApp",
  number,
  sitterName,
  pageUrl,
  bookingReference,
  variant = "outline",
  className,
}: {
  label?: string;
  number?: string | null;
  sitterName?: string;
  pageUrl?: string;
  bookingReference?: string;
  variant?: "outline" | "default" | "secondary";
  className?: string;
}) {
  const href = whatsappHref({ number, sitterName, pageUrl, bookingReference });
  if (!href) {
    const body = whatsappMessage({ sitterName, pageUrl, bookingReference });
    return (
      <a href={`mailto:${CONTACT.email}?body=${encodeURIComponent(body)}`} className={buttonVariants({ variant, className })}>
        <MailIcon aria-hidden="true" />
        Escríbenos por correo
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant, className })}
    >
      <MessageCircleIcon aria-hidden="true" />
      {label}
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
