import { MessageCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { portalHelpUrl } from "@/lib/caregivers/portal-help";

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
    <Button asChild variant={variant} className={cn("h-auto min-h-10 max-w-full py-2 whitespace-normal", className)}>
      <a href={portalHelpUrl(name)} target="_blank" rel="noopener noreferrer">
        <MessageCircleIcon aria-hidden="true" />
        <span className="min-w-0 text-center">{children}</span>
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}
