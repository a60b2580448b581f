"use client";

import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { setWhatsappNotices } from "@/lib/client/tracking-api";

type Notices = { number: string; on: boolean; sending: boolean };

/**
 * The owner's WhatsApp notices (issue 41): "Te avisamos también por WhatsApp al …" only when that is so, and a way
 * to turn them off, or on again when they are off.
 */
export function WhatsappNotices({ token, initial }: { token: string; initial: Notices }) {
  const [notices, setNotices] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function change(optIn: boolean) {
    setPending(true);
    setFailure(null);
    try {
      setNotices((await setWhatsappNotices(token, optIn)).whatsapp);
    } catch (error) {
      setFailure(errorMessage(error, "No pudimos cambiarlo. Intenta de nuevo."));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2 text-sm" data-testid="whatsapp-notices">
      {notices.sending && <p className="text-muted-foreground">Te avisamos también por WhatsApp al {notices.number}.</p>}
      {notices.on ? (
        <Button type="button" variant="outline" size="sm" className="h-auto min-h-8 w-fit max-w-full py-1.5 text-left whitespace-normal" disabled={pending || !hydrated} onClick={() => void change(false)}>
          Dejar de recibir avisos por WhatsApp
        </Button>
      ) : (
        <Button type="button" variant="outline" size="sm" className="h-auto min-h-8 w-fit max-w-full py-1.5 text-left whitespace-normal" disabled={pending || !hydrated} onClick={() => void change(true)}>
          Recibir avisos por WhatsApp al {notices.number}
        </Button>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
