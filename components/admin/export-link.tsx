import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { exportUrl } from "@/lib/client/admin-api";
import type { ExportName } from "@/lib/lists/exports";

/** Downloads one list as a CSV file that opens as it is in Excel in Spanish (the server writes it). */
export function ExportLink({ list, what }: { list: ExportName; what: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={exportUrl(list)} download>
        <DownloadIcon aria-hidden="true" />
        Exportar CSV<span className="sr-only"> de {what}</span>
      </a>
    </Button>
  );
}
