import { UserSearchIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { buttonVariants } from "@/components/ui/button";

/** /reservar without a sitter (SPEC §2), or with one that does not exist. */
export function SelectSitterPrompt({ unknownSitter }: { unknownSitter: boolean }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-3 px-4 py-16 text-center">
      <UserSearchIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-3xl font-bold">Selecciona un cuidador</h1>
      <p className="text-muted-foreground">
        {unknownSitter
          ? "No encontramos el cuidador de este enlace. Elige a otro en la búsqueda para enviar tu solicitud."
          : "Para solicitar una reserva, primero elige a quién le confiarás a tu mascota."}
      </p>
      <SiteLink href="/busca" className={buttonVariants({ size: "lg", className: "mt-2" })}>
        Buscar cuidadores
      </SiteLink>
    </div>
  );
}
