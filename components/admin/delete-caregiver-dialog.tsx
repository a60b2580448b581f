"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { ADMIN_KEYS, deleteCaregiver, removeFromLists, type AdminUser } from "@/lib/client/admin-api";
import { toastFailure } from "./admin-toasts";

/**
 * SPEC §2's delete confirmation: the caregiver goes with their documents and sessions (SPEC §6). `onDeleted`
 * lets the table put the focus somewhere that stays.
 */
export function DeleteCaregiverDialog({ user, onDeleted }: { user: Pick<AdminUser, "id" | "name" | "documentCount">; onDeleted?: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteCaregiver(user.id),
    onSuccess: async () => {
      toast.success("Usuario eliminado", { description: user.name });
      setOpen(false);
      queryClient.removeQueries({ queryKey: ADMIN_KEYS.documents(user.id) });
      // The applications list ("Cuenta creada") and linked profiles change with it.
      await Promise.all([
        removeFromLists(queryClient, ADMIN_KEYS.users, user.id),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.providerLeads }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.sitters }),
      ]);
      // By now the row (and this dialog, which held the focus) is gone.
      onDeleted?.();
    },
    onError: (error) => {
      toastFailure(error, "Error al eliminar usuario");
      setOpen(false);
    },
  });
  const documents = user.documentCount === 0 ? [] : [user.documentCount === 1 ? "su documento" : `sus ${user.documentCount} documentos`];
  const what = ["su cuenta", ...documents].join(", ");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Eliminar<span className="sr-only"> a {user.name}</span>
        </Button>
      }
      title={`¿Eliminar a ${user.name}?`}
      description={`Se eliminarán ${what} y sus sesiones. Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
      destructive
      pending={remove.isPending}
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => remove.mutate()}
    />
  );
}
