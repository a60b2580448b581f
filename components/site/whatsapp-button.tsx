import { MessageCircleIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { whatsappHref } from "@/lib/site/whatsapp";

/** Opens a WhatsApp chat (new tab) with SPEC §7's prefilled message. */
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
  return (
    <a
      href={whatsappHref({ number, sitterName, pageUrl, bookingReference })}
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
