import "client-only";
// Sends a public form (booking, application) and turns every outcome into one message (SPEC §8).

export const FORM_ERRORS = {
  generic: "Ocurrió un error. Intenta de nuevo.",
  network: "Error de conexión. Verifica tu internet e intenta de nuevo.",
} as const;

export type SendResult = { ok: true; body: Record<string, unknown> } | { ok: false; error: string; field?: string };

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * POSTs JSON with the visitor's cookies. Success: a 2xx answer whose `ok` is not false. Failure: the server's
 * `error` text when it sent one, otherwise the generic message; no answer at all is a connection error.
 */
export async function sendPublicForm(url: string, payload: unknown, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, error: FORM_ERRORS.network };
  }
  const body = asObject(await response.json().catch(() => null));
  if (response.ok && body.ok !== false) return { ok: true, body };
  const error = typeof body.error === "string" && body.error.trim() ? body.error.trim() : FORM_ERRORS.generic;
  return { ok: false, error, ...(typeof body.field === "string" ? { field: body.field } : {}) };
}
