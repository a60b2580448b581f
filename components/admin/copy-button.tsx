"use client";

import { useEffect, useState } from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/**
 * Copies `text` to the clipboard with SPEC's 'Copiado' toast. The button says it too for a moment, and
 * `onCopied` lets a dialog announce it (toasts are hidden from screen readers while a dialog is open).
 */
export function CopyButton({
  text,
  label = "Copiar",
  onCopied,
  onFailed,
}: {
  text: string;
  label?: string;
  onCopied?: () => void;
  /** The clipboard refused (no permission, insecure page): e.g. select the text for a manual copy. */
  onFailed?: () => void;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success("Copiado");
      onCopied?.();
    } catch {
      toast.error("No se pudo copiar", { description: "Selecciona el texto y cópialo con Ctrl+C." });
      onFailed?.();
    }
  }

  return (
    <Button type="button" variant="secondary" onClick={copy}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? "Copiado" : label}
    </Button>
  );
}
