"use client";

import { useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { KeyRoundIcon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { resetCaregiverPassword, type AdminUser } from "@/lib/client/admin-api";
import { toastFailure } from "./admin-toasts";
import { TempPasswordDialog, type TempCredentials } from "./temp-password-dialog";

/**
 * 'Restablecer contraseña': after a confirmation (the old password and every session of the caregiver stop
 * working), the new temporary password shows once in the temporary-password dialog.
 */
export function ResetPasswordDialog({ user }: { user: Pick<AdminUser, "id" | "name" | "email"> }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [credentials, setCredentials] = useState<TempCredentials | null>(null);
  const reset = useMutation({
    mutationFn: () => resetCaregiverPassword(user.id),
    onSuccess: ({ tempPassword }) => {
      toast.success("Contraseña restablecida", { description: user.name });
      setConfirming(false);
      setCredentials({ id: user.id, name: user.name, email: user.email, password: tempPassword });
    },
    onError: (error) => {
      toastFailure(error, "Error al restablecer contraseña");
      setConfirming(false);
    },
  });
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button ref={triggerRef} variant="ghost" size="sm">
            <KeyRoundIcon aria-hidden="true" />
            Restablecer contraseña<span className="sr-only"> de {user.name}</span>
          </Button>
        }
        title={`¿Restablecer la contraseña de ${user.name}?`}
        description="Su contraseña actual dejará de funcionar y se cerrarán sus sesiones. Verás una contraseña temporal para compartirle."
        confirmLabel="Restablecer"
        pending={reset.isPending}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => reset.mutate()}
      />
      <TempPasswordDialog credentials={credentials} onClose={() => setCredentials(null)} returnFocusTo={() => triggerRef.current} />
    </>
  );
}
