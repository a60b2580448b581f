import { MessageCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { portalHelpUrl } from "@/lib/whatsapp-help";

/** A WhatsApp chat with the team, the message prefilled (and naming the caregiver when known). */
export function WhatsAppHelpLink({
  name,
  variant = "secondary",
  className,
  children = "Escríbenos por WhatsApp",
}: {
  name?: string;
  variant?: "secondary" | "link" | "outline";
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Button asChild variant={variant} className={className}>
      <a href={portalHelpUrl(name)} target="_blank" rel="noopener noreferrer">
        <MessageCircleIcon aria-hidden="true" />
        <span className="whitespace-normal">{children}</span>
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}
