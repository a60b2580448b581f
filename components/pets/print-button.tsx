"use client";

import { PrinterIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (the page prints without it too, from the browser's menu). */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" className="print:hidden" onClick={() => window.print()}>
      <PrinterIcon aria-hidden="true" /> Imprimir
    </Button>
  );
}
