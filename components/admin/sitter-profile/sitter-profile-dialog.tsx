"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";
import { FormAlert } from "@/components/forms/form-alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ADMIN_KEYS, createSitter, updateSitter, type AdminSitter } from "@/lib/client/admin-api";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { sitterProfileSchema } from "@/lib/sitters/profile-schema";
import { toastFailure } from "../admin-toasts";
import { AccountFields } from "./account-fields";
import { initialValues, type ProfileFormInput, type ProfileFormOutput } from "./form-values";
import { PhotoFields } from "./photo-fields";
import { PresentationFields } from "./presentation-fields";
import { ProfileFields } from "./profile-fields";

/**
 * Creates or edits a public sitter profile: web address, name, department and municipality, services and price,
 * what they accept, presentation, home, badges, WhatsApp, photos (avatar and up to 3 in the gallery), the
 * caregiver account it belongs to, and whether it is published.
 */
export function SitterProfileDialog({ sitter, trigger }: { sitter?: AdminSitter; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* A long form: a click outside must not throw it away (Escape, 'Cancelar' and the close button still do). */}
      <DialogContent className="sm:max-w-3xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{sitter ? `Editar perfil de ${sitter.name}` : "Nuevo perfil público"}</DialogTitle>
          <DialogDescription>
            {sitter ? "Los cambios se ven en la búsqueda y en su perfil en cuanto guardas." : "El perfil queda oculto hasta que lo publiques."}
          </DialogDescription>
        </DialogHeader>
        <SitterProfileForm sitter={sitter} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SitterProfileForm({ sitter, onSaved }: { sitter?: AdminSitter; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({ resolver: zodResolver(sitterProfileSchema), defaultValues: initialValues(sitter) });
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (values: ProfileFormOutput) => (sitter ? updateSitter(sitter.id, values) : createSitter(values)),
    onMutate: () => setFailure(null),
    onSuccess: ({ sitter: saved }) => {
      queryClient.setQueryData<AdminSitter[]>(ADMIN_KEYS.sitters, (list) =>
        sitter ? list?.map((s) => (s.id === saved.id ? saved : s)) : list && [...list, saved],
      );
      toast.success(sitter ? "Perfil guardado" : "Perfil creado", { description: saved.name });
      onSaved();
    },
    onError: (error) => {
      const message = toastFailure(error, "Error al guardar el perfil");
      if (!applyServerError(form, failureOf(error, message))) setFailure(message);
    },
  });

  return (
    <form noValidate className="grid gap-6" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <ProfileFields form={form} isNew={!sitter} />
      <PresentationFields form={form} />
      <PhotoFields form={form} />
      <AccountFields form={form} sitterId={sitter?.id} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <DialogFormFooter pending={save.isPending} submitLabel={sitter ? "Guardar cambios" : "Crear perfil"} />
    </form>
  );
}
