"use client";

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { FullPageSpinner, SessionCheckFailed } from "@/components/auth/session-screens";
import { PORTAL_KEYS, type PortalUser } from "@/lib/client/portal-api";
import { getQueryFn } from "@/lib/client/query-client";
import { PortalDashboard } from "./portal-dashboard";
import { PortalLogin } from "./portal-login";

/**
 * /portal: a spinner while we ask who is signed in, then the login card (nobody), a redirect to /admin
 * (an admin), or the caregiver's portal. `teamWhatsapp`: the team's wa.me digits, read on the server (or null).
 */
export function CaregiverPortal({ teamWhatsapp }: { teamWhatsapp: string | null }) {
  const router = useRouter();
  const me = useQuery<PortalUser | null>({
    queryKey: PORTAL_KEYS.me,
    queryFn: getQueryFn<PortalUser>({ on401: "returnNull" }),
  });
  const isAdmin = me.data?.role === "admin";

  useEffect(() => {
    if (isAdmin) router.replace("/admin");
  }, [isAdmin, router]);

  if (me.isPending) return <FullPageSpinner label="Cargando…" />;
  if (me.isError) {
    return (
      <SessionCheckFailed
        title="Portal de Cuidadores"
        lead="No pudimos cargar tu información."
        error={me.error}
        onRetry={() => me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  if (!me.data) return <PortalLogin teamWhatsapp={teamWhatsapp} />;
  if (isAdmin) return <FullPageSpinner label="Te llevamos al panel de administración…" />;
  return <PortalDashboard user={me.data} teamWhatsapp={teamWhatsapp} />;
}
