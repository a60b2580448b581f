"use client";

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { PORTAL_KEYS, type PortalUser } from "@/lib/portal-client";
import { getQueryFn } from "@/lib/query-client";
import { PortalDashboard } from "./portal-dashboard";
import { PortalLogin } from "./portal-login";

/**
 * /portal: a spinner while we ask who is signed in, then the login card (nobody), a redirect to /admin
 * (an admin), or the caregiver's portal.
 */
export function CaregiverPortal() {
  const router = useRouter();
  const me = useQuery<PortalUser | null>({
    queryKey: PORTAL_KEYS.me,
    queryFn: getQueryFn<PortalUser>({ on401: "returnNull" }),
  });
  const isAdmin = me.data?.role === "admin";

  useEffect(() => {
    if (isAdmin) router.replace("/admin");
  }, [isAdmin, router]);

  if (me.isPending) return <PortalSpinner label="Cargando…" />;
  if (me.isError) {
    return (
      <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold">Portal de Cuidadores</h1>
        <p role="alert">
          No pudimos cargar tu información. {errorMessage(me.error, "Revisa tu conexión e intenta de nuevo.")}
        </p>
        <Button onClick={() => me.refetch()} disabled={me.isFetching}>
          Intentar de nuevo
        </Button>
      </main>
    );
  }
  if (!me.data) return <PortalLogin />;
  if (isAdmin) return <PortalSpinner label="Te llevamos al panel de administración…" />;
  return <PortalDashboard user={me.data} />;
}

function PortalSpinner({ label }: { label: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Spinner label={label} className="size-10 text-primary" />
    </main>
  );
}
