import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";

/** A closing band that sends people to search (and, second, to join as a sitter). */
export function CallToAction({
  title,
  text,
  primary = { href: "/busca", label: "Buscar cuidadores" },
  secondary,
}: {
  title: string;
  text: string;
  primary?: { href: string; label: string };
  secondary?: { href: string; label: string };
}) {
  return (
    <section aria-labelledby="cta-titulo" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10">
        <h2 id="cta-titulo" className="text-2xl font-bold text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl">{text}</p>
        <div className="flex flex-wrap gap-3">
          <SiteLink href={primary.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {primary.label}
          </SiteLink>
          {secondary && (
            <SiteLink
              href={secondary.href}
              className={buttonVariants({
                variant: "outline",
                size: "lg",
                className: "border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground",
              })}
            >
              {secondary.label}
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
