"use client";

import { useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { useLogout } from "@/components/auth/use-logout";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { LIMITS } from "@/lib/constants/limits";
import { changePassword, PORTAL_AREA, PORTAL_KEYS } from "@/lib/client/portal-api";
import { AUTH_MESSAGES, changePasswordFormSchema } from "@/lib/auth/schemas";
import { isPasswordPersonal, type PasswordAccount } from "@/lib/auth/password-rules";

const CHANGE_FAILED = "Error al cambiar contraseña";

/** The shared form rules plus what depends on this user: the current password unless forced, not their name or e-mail. */
function formSchema(forced: boolean, account: PasswordAccount) {
  return changePasswordFormSchema.superRefine((value, ctx) => {
    if (!forced && !value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["currentPassword"], message: AUTH_MESSAGES.currentRequired });
    }
    if (isPasswordPersonal(value.newPassword, account)) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: AUTH_MESSAGES.personal });
    }
  });
}

type FormInput = z.input<typeof changePasswordFormSchema>;
type FormOutput = z.output<typeof changePasswordFormSchema>;

/**
 * The password dialog. While a change is forced (first sign-in, or a temporary password from the team) it
 * cannot be closed — no close button, Escape and clicks outside do nothing — and the current password is
 * not asked for; signing out is the only other way out.
 */
export function ChangePasswordDialog({
  forced,
  open,
  onOpenChange,
  email,
  name,
  returnFocusTo,
}: {
  forced: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  name: string;
  /** The dialog opens without a Radix trigger (or by itself, when forced): where the focus goes on close. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}) {
  const queryClient = useQueryClient();
  const logout = useLogout(PORTAL_AREA);
  const schema = useMemo(() => formSchema(forced, { email, name }), [forced, email, name]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  // Shown inside the dialog too: while it is open, the page behind it (and the toasts) is hidden from
  // screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: changePassword,
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      toast.success("Contraseña actualizada", { description: "Tu contraseña ha sido cambiada exitosamente" });
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.me });
      form.reset();
      onOpenChange(false);
    },
    onError: (error) => {
      const message = errorMessage(error, CHANGE_FAILED);
      toast.error("Error", { description: message });
      if (!applyServerError(form, failureOf(error, message))) setFailure(message);
    },
  });

  function setOpen(next: boolean) {
    if (forced || mutation.isPending) return;
    if (!next) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(next);
  }

  const passwordField = (name: keyof FormInput, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  const blockWhenForced = (event: Event) => {
    if (forced) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        showCloseButton={!forced}
        onEscapeKeyDown={blockWhenForced}
        onPointerDownOutside={blockWhenForced}
        onInteractOutside={blockWhenForced}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{forced ? "Crea tu nueva contraseña" : "Cambiar contraseña"}</DialogTitle>
          <DialogDescription>
            {forced
              ? "Por tu seguridad, cambia la contraseña temporal que te dio el equipo antes de continuar."
              : "Escribe tu contraseña actual y elige una nueva."}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
            mutation.mutate(forced ? { newPassword } : { currentPassword, newPassword }),
          )}
        >
          {!forced && passwordField("currentPassword", "Contraseña actual", "current-password")}
          {passwordField("newPassword", "Nueva contraseña", "new-password", `Al menos ${LIMITS.passwordMinLength} caracteres.`)}
          {passwordField("confirmPassword", "Confirma la nueva contraseña", "new-password")}
          {failure && <FormAlert>{failure}</FormAlert>}
          <DialogFooter>
            {forced ? (
              <Button type="button" variant="ghost" onClick={() => logout.mutate()} disabled={logout.isPending || mutation.isPending}>
                Cerrar Sesión
              </Button>
            ) : (
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={mutation.isPending}>
                  Cancelar
                </Button>
              </DialogClose>
            )}
            <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending && <LoaderCircleIcon aria-hidden="true" className="animate-spin" />}
              Guardar contraseña
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
