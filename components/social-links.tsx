import { cn } from "@/lib/utils";
import { SOCIAL_LINKS } from "@/lib/site/social-links";

/** The product's social profiles as a list of links that open in a new tab (coming-soon page and site footer). */
export function SocialLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1", className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={cn("hover:text-primary hover:underline", linkClassName)}>
            {link.label}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
