"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { login, type SessionArea } from "@/lib/client/session-api";
import { AUTH_MESSAGES, loginSchema } from "@/lib/auth/schemas";

/**
 * E-mail, password and 'Iniciar sesión' (SPEC §2), for the portal and the admin dashboard alike. Success
 * refreshes the area's "who is signed in?" query, which shows what comes next; the button stays busy until then.
 */
export function LoginForm({ area }: { area: SessionArea }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      toast.success("Inicio de sesión exitoso", { description: `Bienvenido, ${user.name}` });
      return queryClient.invalidateQueries({ queryKey: area.sessionKey });
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, AUTH_MESSAGES.invalidCredentials) });
      form.setFocus("password");
    },
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending && <LoaderCircleIcon aria-hidden="true" className="animate-spin" />}
        Iniciar sesión
      </Button>
    </form>
  );
}
