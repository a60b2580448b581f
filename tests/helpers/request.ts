/** Builds a Request the way a browser on our own site would send it. */
export function apiRequest(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    headers["content-type"] ??= "application/json";
  }
  return new Request(`http://localhost:3000${path}`, { method: init.method ?? "GET", headers, body });
}

/** The second argument Next passes to a dynamic route handler. */
export function routeParams<T extends Record<string, string | string[]>>(params: T) {
  return { params: Promise.resolve(params) };
}
