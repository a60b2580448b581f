import { ExternalLinkIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** A link that opens in a new tab, and says so to screen readers. */
export function NewTabLink({
  href,
  className,
  children,
  srSuffix = "(se abre en una pestaña nueva)",
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
  /** What screen readers hear after the text. */
  srSuffix?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-start gap-1 text-primary underline-offset-4 hover:underline", className)}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="mt-[0.2em] size-3.5 shrink-0" />
      <span className="sr-only"> {srSuffix}</span>
    </a>
  );
}
