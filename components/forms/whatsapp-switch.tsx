"use client";

import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useHydrated } from "@/components/forms/use-hydrated";
import { PlainButton } from "@/components/forms/plain-controls";
import { errorMessage } from "@/lib/client/api";

/**
 * A number's WhatsApp notices: the number as shown, whether it agreed, and whether they go (the channel is on);
 * `waiting`: what the number itself still has to write (SÍ to its confirmation, or ALTA after BAJA).
 */
export type WhatsappNoticesState = { number: string; on: boolean; sending: boolean; waiting?: "confirmation" | "alta" };

const WAITING_TEXT = {
  confirmation: (number: string) => `Te escribimos por WhatsApp al ${number} para confirmar el número: responde SÍ a ese mensaje y te avisamos por ahí.`,
  alta: (number: string) => `Para volver a recibir avisos por WhatsApp al ${number}, escribe ALTA desde ese número en nuestro chat de WhatsApp.`,
} as const;

/**
 * WhatsApp notices to one number: "Te avisamos también por WhatsApp al …" only when that is so, and a way
 * to turn them off, or on again when they are off. `save` sends the choice and answers the new state (the owner's
 * tracking page and the caregiver portal each through their own route).
 */
export function WhatsappSwitch({ initial, save }: { initial: WhatsappNoticesState; save: (optIn: boolean) => Promise<WhatsappNoticesState> }) {
  const [notices, setNotices] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function change(optIn: boolean) {
    setPending(true);
    setFailure(null);
    try {
      setNotices(await save(optIn));
    } catch (error) {
      setFailure(errorMessage(error, "No pudimos cambiarlo. Intenta de nuevo."));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2 text-sm" data-testid="whatsapp-notices">
      {notices.sending && <p className="text-muted-foreground">Te avisamos también por WhatsApp al {notices.number}.</p>}
      {!notices.on && notices.waiting && <p className="text-muted-foreground">{WAITING_TEXT[notices.waiting](notices.number)}</p>}
      {notices.waiting === "alta" ? null : notices.on ? (
        <PlainButton type="button" variant="outline" size="wrap" className="w-fit" disabled={pending || !hydrated} onClick={() => void change(false)}>
          Dejar de recibir avisos por WhatsApp
        </PlainButton>
      ) : (
        <PlainButton type="button" variant="outline" size="wrap" className="w-fit" disabled={pending || !hydrated} onClick={() => void change(true)}>
          Recibir avisos por WhatsApp al {notices.number}
        </PlainButton>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
