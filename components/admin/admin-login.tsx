import { ShieldCheckIcon } from "lucide-react";
import { LoginCard } from "@/components/auth/login-card";
import { ADMIN_AREA } from "@/lib/client/admin-api";
import { BRAND } from "@/lib/site/brand";

/** The signed-out admin page: SPEC §2's login form. */
export function AdminLogin() {
  return (
    <LoginCard
      area={ADMIN_AREA}
      eyebrow={
        <>
          <ShieldCheckIcon aria-hidden="true" className="size-5" />
          {BRAND} · Equipo
        </>
      }
      title="Panel de administración"
      description="Acceso solo para el equipo. Inicia sesión con tu cuenta de administrador."
    />
  );
}
