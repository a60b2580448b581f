import { HomeLink } from "@/components/site/home-link";
import { buttonVariants } from "@/components/ui/button-variants";
import { pixelOff } from "@/lib/site/pixel-off";

/** SPEC §2's fallback page: its strings stay in English, word for word; a Spanish line and a way home follow. */
export function NotFoundMessage() {
  return (
    <div {...pixelOff} className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-3 px-4 py-16 text-center">
      <h1 lang="en" className="text-3xl font-bold">404 Page Not Found</h1>
      <p lang="en" className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <p>No encontramos esta página. Revisa la dirección o vuelve al inicio.</p>
      <HomeLink className={buttonVariants({ className: "mt-2" })}>Volver al inicio</HomeLink>
    </div>
  );
}
