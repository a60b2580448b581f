"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SparklesIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ADMIN_KEYS, createCaregiver, type AdminUser } from "@/lib/client/admin-api";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { LIMITS } from "@/lib/constants/limits";
import { generateTempPassword } from "@/lib/auth/temp-password";
import { createCaregiverSchema } from "@/lib/caregivers/schemas";
import { toastFailure } from "./admin-toasts";
import { focusBack, type FocusTarget } from "./focus-back";
import { TempPasswordDialog, type TempCredentials } from "./temp-password-dialog";

type FormInput = z.input<typeof createCaregiverSchema>;
type FormOutput = z.output<typeof createCaregiverSchema>;

/**
 * SPEC §2's create-sitter dialog: name, e-mail and a temporary password (SPEC §5: at least 6 characters), with a
 * 'Generar' button. `defaults` prefills it (an application turned into an account). After 'Usuario creado' the
 * temporary-password dialog shows the credentials to share.
 */
export function CreateCaregiverDialog({
  open,
  onOpenChange,
  defaults,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: { name?: string; email?: string };
  /** Opened without a trigger: where focus goes back when the dialogs close. */
  returnFocusTo?: FocusTarget;
}) {
  const [credentials, setCredentials] = useState<TempCredentials | null>(null);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent onCloseAutoFocus={focusBack(returnFocusTo)}>
          <DialogHeader>
            <DialogTitle>Crear cuidador</DialogTitle>
            <DialogDescription>
              La cuenta se crea con una contraseña temporal que la persona cambiará al entrar al portal.
            </DialogDescription>
          </DialogHeader>
          {/* Mounted only while open, so every opening starts from `defaults`. */}
          <CreateCaregiverForm
            defaults={defaults}
            onCreated={(user, password) => {
              onOpenChange(false);
              setCredentials({ id: user.id, name: user.name, email: user.email, password });
            }}
          />
        </DialogContent>
      </Dialog>
      <TempPasswordDialog credentials={credentials} onClose={() => setCredentials(null)} returnFocusTo={returnFocusTo} />
    </>
  );
}

function CreateCaregiverForm({
  defaults,
  onCreated,
}: {
  defaults?: { name?: string; email?: string };
  onCreated: (user: AdminUser, password: string) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createCaregiverSchema),
    defaultValues: { name: defaults?.name ?? "", email: defaults?.email ?? "", password: "" },
  });
  const { errors } = form.formState;
  // Repeated inside the dialog: while it is open, the toasts behind it are hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: createCaregiver,
    onMutate: () => setFailure(null),
    onSuccess: async ({ user }, input) => {
      toast.success("Usuario creado", { description: user.name });
      onCreated(user, input.password);
      // A new account also changes the applications list ("Cuenta creada").
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.providerLeads }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.sitters }),
      ]);
    },
    onError: (error) => {
      const message = toastFailure(error, "Error al crear usuario");
      if (!applyServerError(form, failureOf(error, message))) setFailure(message);
    },
  });

  function generate() {
    form.setValue("password", generateTempPassword(), { shouldValidate: true, shouldDirty: true });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <TextField label="Nombre" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Correo electrónico"
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="grid gap-2">
        <TextField
          label="Contraseña temporal"
          hint={`Al menos ${LIMITS.passwordMinLength} caracteres, o genera una segura.`}
          autoComplete="off"
          spellCheck={false}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={generate}>
          <SparklesIcon aria-hidden="true" />
          Generar contraseña
        </Button>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <DialogFormFooter pending={create.isPending} submitLabel="Crear cuidador" />
    </form>
  );
}
