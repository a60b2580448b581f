"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, PawPrintIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { BRAND } from "@/lib/brand";
import { login, PORTAL_KEYS } from "@/lib/portal-client";
import { AUTH_MESSAGES, loginSchema } from "@/lib/validation/auth";
import { TextField } from "./text-field";
import { WhatsAppHelpLink } from "./whatsapp-help-link";

/** The signed-out portal: SPEC §2's 'Portal de Cuidadores' card with e-mail and password. */
export function PortalLogin() {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: login,
    // Refreshing the portal user shows the portal (or sends an admin to /admin); the button stays busy until then.
    onSuccess: ({ user }) => {
      toast.success("Inicio de sesión exitoso", { description: `Bienvenido, ${user.name}` });
      return queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.me });
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, AUTH_MESSAGES.invalidCredentials) });
      form.setFocus("password");
    },
  });

  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <PawPrintIcon aria-hidden="true" className="size-5" />
            {BRAND}
          </p>
          <CardTitle>
            <h1 className="text-2xl font-bold">Portal de Cuidadores</h1>
          </CardTitle>
          <CardDescription>Inicia sesión para ver el estado de tu aplicación y subir tus documentos.</CardDescription>
        </CardHeader>
        <CardContent>
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
        </CardContent>
        <CardFooter className="justify-center text-center">
          <WhatsAppHelpLink variant="link">
            ¿Problemas para entrar? Escríbenos por WhatsApp
          </WhatsAppHelpLink>
        </CardFooter>
      </Card>
    </main>
  );
}
