"use client";

import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ADMIN_KEYS } from "@/lib/client/admin-api";
import { errorMessage, errorStatus } from "@/lib/client/api";

// What a list shows while it loads, when it fails and when it is empty.

export function SectionLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-2">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * A list that could not load, with the reason and 'Intentar de nuevo'. An ended session (401) sends the
 * admin back to the login form instead of retrying in vain.
 */
export function SectionError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const queryClient = useQueryClient();
  const signedOut = errorStatus(error) === 401;
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <p>
        No pudimos cargar {what}. {errorMessage(error, "Revisa tu conexión e intenta de nuevo.")}
      </p>
      {signedOut ? (
        <Button variant="outline" onClick={() => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.me })}>
          Iniciar sesión de nuevo
        </Button>
      ) : (
        <Button variant="outline" onClick={onRetry}>
          Intentar de nuevo
        </Button>
      )}
    </div>
  );
}

/** A list's query as the page shows it: loading, failed, empty, or `children` with the data. */
export function SectionQuery<T>({
  query,
  loading,
  what,
  rows,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What screen readers hear while it loads ("Cargando reservas…"). */
  loading: string;
  /** What could not load, after "No pudimos cargar" ("las reservas"). */
  what: string;
  rows?: number;
  isEmpty: (data: T) => boolean;
  /** Shown when there is nothing yet (a SectionEmpty). */
  empty: React.ReactNode;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <SectionLoading label={loading} rows={rows} />;
  if (query.isError) return <SectionError what={what} error={query.error} onRetry={() => query.refetch()} />;
  if (isEmpty(query.data)) return empty;
  return children(query.data);
}

export function SectionEmpty({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-md border border-dashed p-6 text-muted-foreground">
      <p>{children}</p>
      {action}
    </div>
  );
}
