import { MessageCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { portalHelpUrl } from "@/lib/caregivers/portal-help";

/**
 * A WhatsApp chat with the team, the message prefilled (and naming the caregiver when known). `digits`: the team's
 * line, read on the server (null: none configured, so the link writes an e-mail instead).
 */
export function WhatsAppHelpLink({
  digits,
  name,
  variant = "secondary",
  className,
  children = "Escríbenos por WhatsApp",
}: {
  digits: string | null;
  name?: string;
  variant?: "secondary" | "link" | "outline";
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Button asChild variant={variant} className={cn("h-auto min-h-10 max-w-full py-2 whitespace-normal", className)}>
      <a href={portalHelpUrl(name, digits)} target="_blank" rel="noopener noreferrer">
        <MessageCircleIcon aria-hidden="true" />
        <span className="min-w-0 text-center">{digits ? children : "Escríbenos por correo"}</span>
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}
