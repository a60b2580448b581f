import { cn } from "@/lib/utils";

/** A titled band of a page; the title names the section for screen readers. */
export function PageSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-titulo`} className={cn("mx-auto max-w-6xl px-4 py-12 sm:py-16", className)}>
      <h2 id={`${id}-titulo`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}
