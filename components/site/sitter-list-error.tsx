import { CloudOffIcon } from "lucide-react";

/** The sitter list could not be read (SPEC §8: "Failed to fetch sitters", said in Spanish to people). */
export function SitterListError() {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-xl border bg-card px-6 py-10 text-center">
      <CloudOffIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">No pudimos cargar los cuidadores.</p>
      <p className="text-sm text-muted-foreground">Intenta de nuevo en unos minutos.</p>
    </div>
  );
}
