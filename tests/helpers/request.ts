import { randomUUID } from "node:crypto";

/**
 * Builds a Request the way a browser on our own site would send it. Each request comes from its own
 * client (x-test-client) unless the test names one, so the throttle only counts what a test means it to.
 */
export function apiRequest(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { "x-test-client": randomUUID(), ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = "application/json";
  }
  return new Request(`http://localhost:3000${path}`, { method: init.method ?? "GET", headers, body });
}

/** The second argument Next passes to a dynamic route handler. */
export function routeParams<T extends Record<string, string | string[]>>(params: T) {
  return { params: Promise.resolve(params) };
}

/** Status and JSON of a handler's answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON shapes
export async function read(response: Response): Promise<{ status: number; body: any }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
