"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { deleteDocument, PORTAL_KEYS, type PortalDocument } from "@/lib/client/portal-api";
import { refetchAfterWrite } from "@/lib/client/query-client";

/** Deletes one document after a confirmation; `onDeleted` lets the list put the focus somewhere that stays. */
export function DeleteDocumentButton({ document, onDeleted }: { document: PortalDocument; onDeleted?: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteDocument(document.id),
    onSuccess: async () => {
      toast.success("Documento eliminado");
      setOpen(false);
      await refetchAfterWrite(queryClient, PORTAL_KEYS.documents, PORTAL_KEYS.me);
      onDeleted?.();
    },
    onError: (error) => {
      setOpen(false);
      toast.error("Error", { description: errorMessage(error, "No se pudo eliminar el documento") });
    },
  });

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          aria-label={`Eliminar ${document.fileName}`}
        >
          {remove.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <Trash2Icon aria-hidden="true" />}
        </Button>
      }
      title="¿Eliminar este documento?"
      description={`Vas a eliminar «${document.fileName}». Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
      destructive
      pending={remove.isPending}
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => remove.mutate()}
    />
  );
}
