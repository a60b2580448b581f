import "client-only";
import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { errorStatus, getJson } from "@/lib/client/api";

// TanStack Query as SPEC §7 describes it: a query key is the URL of a GET, and nothing refetches by itself.

/**
 * ["/api/admin/users", id, "documents"] → "/api/admin/users/{id}/documents" (later parts URL-encoded); an object
 * part is the query string: ["/api/admin/bookings", { pagina: 2, q: "ana" }] → "/api/admin/bookings?pagina=2&q=ana"
 * (empty values left out). So ["/api/admin/bookings"] is the prefix of every page's key, and invalidates them all.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const isQuery = (part: unknown): part is Record<string, unknown> => typeof part === "object" && part !== null;
  const path = queryKey
    .filter((part) => !isQuery(part))
    .map((part, index) => (index === 0 ? String(part) : encodeURIComponent(String(part))))
    .join("/");
  const search = new URLSearchParams();
  for (const part of queryKey.filter(isQuery)) {
    for (const [key, value] of Object.entries(part)) if (value !== undefined && value !== null && value !== "") search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The default query function: GET the key's URL and read JSON. With `on401: "returnNull"` (the tolerant
 * mode, for "who is signed in?" queries) a 401 yields null instead of an error.
 */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await getJson<T>(queryKeyToUrl(queryKey));
    } catch (error) {
      if (on401 === "returnNull" && errorStatus(error) === 401) return null;
      throw error;
    }
  };
}

/** SPEC §7's defaults: no automatic retry, no refetch on focus, no interval, data never stale. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * After signing out: the session query reads "nobody" (null) at once, so the page shows its login, and every
 * other cached answer is dropped, so nothing of the previous user stays in memory.
 */
export function forgetSession(queryClient: QueryClient, sessionKey: QueryKey): void {
  void queryClient.cancelQueries();
  queryClient.setQueryData(sessionKey, null);
  const keep = queryClient.getQueryCache().find({ queryKey: sessionKey, exact: true });
  queryClient.removeQueries({ predicate: (query) => query !== keep });
  queryClient.getMutationCache().clear();
}

/**
 * After a write: the answers it changed are fetched again. Invalidating alone would reuse a first load still on its
 * way (one asked before the write, e.g. a phone still loading the list when the upload finished), and the page
 * would keep the list from before; so a fetch in flight is cancelled first.
 */
export async function refetchAfterWrite(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
