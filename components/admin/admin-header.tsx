import { ShieldCheckIcon } from "lucide-react";
import { LogoutButton } from "@/components/auth/logout-button";
import { ADMIN_AREA } from "@/lib/client/admin-api";
import { BRAND } from "@/lib/site/brand";

/** The dashboard's header: who is signed in and 'Cerrar Sesión' (SPEC §4: back to /admin). */
export function AdminHeader({ name }: { name: string }) {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <ShieldCheckIcon aria-hidden="true" className="size-4" />
            {BRAND} · Equipo
          </p>
          <h1 className="text-xl font-bold sm:text-2xl">Panel de administración</h1>
          <p className="text-sm break-words text-muted-foreground">Sesión de {name}</p>
        </div>
        <LogoutButton area={ADMIN_AREA} />
      </div>
    </header>
  );
}
