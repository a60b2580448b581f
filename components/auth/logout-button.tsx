"use client";

import { LoaderCircleIcon, LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SessionArea } from "@/lib/client/session-api";
import { useLogout } from "./use-logout";

/** 'Cerrar Sesión' (SPEC §2), busy while the session ends; then the area's own page (SPEC §4). */
export function LogoutButton({ area }: { area: SessionArea }) {
  const logout = useLogout(area);
  return (
    <Button variant="ghost" onClick={() => logout.mutate()} disabled={logout.isPending} aria-busy={logout.isPending}>
      {logout.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <LogOutIcon aria-hidden="true" />}
      Cerrar Sesión
    </Button>
  );
}
