"use client";

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { FullPageSpinner, SessionCheckFailed } from "@/components/auth/session-screens";
import { ADMIN_KEYS } from "@/lib/client/admin-api";
import type { MeAnswer } from "@/lib/client/session-api";
import { getQueryFn } from "@/lib/client/query-client";
import { AdminDashboard } from "./admin-dashboard";
import { AdminLogin } from "./admin-login";

/**
 * /admin: a spinner while we ask who is signed in, then the login form (nobody), a redirect to /portal
 * (anyone who is not an admin, SPEC §6), or the dashboard.
 */
/** `mailOn`: whether an SMTP server is configured (read on the server at each request). */
export function AdminApp({ mailOn }: { mailOn: boolean }) {
  const router = useRouter();
  const me = useQuery({
    queryKey: ADMIN_KEYS.me,
    queryFn: getQueryFn<MeAnswer>({ on401: "returnNull" }),
    select: (answer) => answer?.user ?? null,
  });
  const notAdmin = me.data != null && me.data.role !== "admin";

  useEffect(() => {
    if (notAdmin) router.replace("/portal");
  }, [notAdmin, router]);

  if (me.isPending) return <FullPageSpinner label="Cargando…" />;
  if (me.isError) {
    return (
      <SessionCheckFailed
        title="Panel de administración"
        lead="No pudimos comprobar tu sesión."
        error={me.error}
        onRetry={() => me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  if (!me.data) return <AdminLogin />;
  if (notAdmin) return <FullPageSpinner label="Te llevamos al portal de cuidadores…" />;
  return <AdminDashboard admin={me.data} mailOn={mailOn} />;
}
