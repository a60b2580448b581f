import { SiteLink } from "@/components/site/base-path";
import { Button } from "@/components/ui/button";

/** SPEC §2's fallback page: its strings stay in English, word for word; a Spanish line and a way home follow. */
export function NotFoundMessage() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-3 px-4 py-16 text-center">
      <h1 lang="en" className="text-3xl font-bold">404 Page Not Found</h1>
      <p lang="en" className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <p>No encontramos esta página. Revisa la dirección o vuelve al inicio.</p>
      <Button asChild className="mt-2">
        <SiteLink href="/">Volver al inicio</SiteLink>
      </Button>
    </div>
  );
}
