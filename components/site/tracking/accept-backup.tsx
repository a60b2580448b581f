"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FormAlert } from "@/components/forms/form-alert";
import { errorMessage } from "@/lib/client/api";
import { acceptBackup } from "@/lib/client/tracking-api";
import { PlainButton } from "@/components/forms/plain-controls";

/** "Pasar mi reserva a {nombre}": one tap moves the booking to its Plan B, then the page shows the new sitter. */
export function AcceptBackup({ token, backupName }: { token: string; backupName: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function move() {
    setPending(true);
    setFailure(null);
    try {
      await acceptBackup(token);
      router.refresh();
    } catch (error) {
      setFailure(errorMessage(error, "No pudimos pasar tu reserva. Intenta de nuevo o escríbenos."));
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2">
      {/* The backup's name may be long: the label wraps inside a phone's width instead of running off it. */}
      <PlainButton type="button" size="wrap" className="w-fit" disabled={pending || !hydrated} onClick={() => void move()}>
        {pending ? "Pasando tu reserva..." : `Pasar mi reserva a ${backupName} (sin encuentro previo)`}
      </PlainButton>
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
