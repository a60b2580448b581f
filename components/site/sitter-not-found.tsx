import { SearchXIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";
import { pixelOff } from "@/lib/site/pixel-off";

/** SPEC §2/§8: the profile does not exist, was removed, or could not be read. */
export function SitterNotFound() {
  return (
    <div {...pixelOff} className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-3 px-4 py-16 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-3xl font-bold">Cuidador no encontrado</h1>
      <p className="text-muted-foreground">El perfil que buscas no existe o ha sido removido.</p>
      <SiteLink href="/busca" className={buttonVariants({ className: "mt-2" })}>
        Volver a la búsqueda
      </SiteLink>
    </div>
  );
}
