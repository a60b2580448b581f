"use client";

import { KeyRoundIcon, PawPrintIcon } from "lucide-react";
import { LogoutButton } from "@/components/auth/logout-button";
import { Button } from "@/components/ui/button";
import { BRAND } from "@/lib/site/brand";
import { PORTAL_AREA } from "@/lib/client/portal-api";

/** The signed-in portal's header: a welcome by name, the password change and 'Cerrar Sesión'. */
export function PortalHeader({
  name,
  onChangePassword,
  changePasswordRef,
}: {
  name: string;
  onChangePassword: () => void;
  /** Where the password dialog puts the focus back when it closes. */
  changePasswordRef?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <PawPrintIcon aria-hidden="true" className="size-4" />
            {BRAND} · Portal de Cuidadores
          </p>
          <h1 className="text-xl font-bold break-words sm:text-2xl">¡Hola, {name}!</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button ref={changePasswordRef} variant="outline" onClick={onChangePassword}>
            <KeyRoundIcon aria-hidden="true" />
            Cambiar contraseña
          </Button>
          <LogoutButton area={PORTAL_AREA} />
        </div>
      </div>
    </header>
  );
}
