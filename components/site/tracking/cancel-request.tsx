"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FieldShell } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import { errorMessage } from "@/lib/client/api";
import { cancelBooking } from "@/lib/client/tracking-api";
import { PlainButton, PlainTextarea } from "@/components/forms/plain-controls";

/** "Cancelar solicitud": asks once more (with an optional reason), then cancels and shows the new status. */
export function CancelRequest({ token }: { token: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function cancel() {
    setPending(true);
    setFailure(null);
    try {
      await cancelBooking(token, reason.trim() || undefined);
      router.refresh();
    } catch (error) {
      setFailure(errorMessage(error, "No pudimos cancelar la solicitud. Intenta de nuevo."));
    } finally {
      setPending(false);
    }
  }

  if (!confirming) {
    return (
      <PlainButton type="button" variant="outline" className="w-fit" disabled={!hydrated} onClick={() => setConfirming(true)}>
        Cancelar solicitud
      </PlainButton>
    );
  }
  return (
    <form
      className="grid gap-3 rounded-xl border bg-card p-4"
      aria-label="Cancelar solicitud"
      onSubmit={(event) => {
        event.preventDefault();
        void cancel();
      }}
    >
      <p className="font-medium">¿Seguro que quieres cancelar tu solicitud?</p>
      <FieldShell label="¿Por qué la cancelas? (opcional)" hint="Nos ayuda a mejorar.">
        {(control) => <PlainTextarea {...control} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FieldShell>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <PlainButton type="submit" variant="destructive" disabled={pending || !hydrated}>
          {pending ? "Cancelando..." : "Sí, cancelar solicitud"}
        </PlainButton>
        <PlainButton type="button" variant="ghost" disabled={pending || !hydrated} onClick={() => setConfirming(false)}>
          No, mantenerla
        </PlainButton>
      </div>
    </form>
  );
}
