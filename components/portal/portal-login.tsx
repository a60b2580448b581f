import { PawPrintIcon } from "lucide-react";
import { LoginCard } from "@/components/auth/login-card";
import { BRAND } from "@/lib/site/brand";
import { PORTAL_AREA } from "@/lib/client/portal-api";
import { WhatsAppHelpLink } from "./whatsapp-help-link";

/** The signed-out portal: SPEC §2's 'Portal de Cuidadores' card with e-mail and password. */
export function PortalLogin({ teamWhatsapp }: { teamWhatsapp: string | null }) {
  return (
    <LoginCard
      area={PORTAL_AREA}
      eyebrow={
        <>
          <PawPrintIcon aria-hidden="true" className="size-5" />
          {BRAND}
        </>
      }
      title="Portal de Cuidadores"
      description="Inicia sesión para ver el estado de tu aplicación y subir tus documentos."
      footer={<WhatsAppHelpLink digits={teamWhatsapp} variant="link">¿Problemas para entrar? Escríbenos por WhatsApp</WhatsAppHelpLink>}
    />
  );
}
