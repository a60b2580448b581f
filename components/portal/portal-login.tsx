import { PawPrintIcon } from "lucide-react";
import { LoginForm } from "@/components/auth/login-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { BRAND } from "@/lib/brand";
import { PORTAL_AREA } from "@/lib/portal-client";
import { WhatsAppHelpLink } from "./whatsapp-help-link";

/** The signed-out portal: SPEC §2's 'Portal de Cuidadores' card with e-mail and password. */
export function PortalLogin() {
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
          <LoginForm area={PORTAL_AREA} />
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
