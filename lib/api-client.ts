// The browser's fetch helper for SPEC §7's calls: cookies always sent, a JSON content type only when there is
// a body, and any non-OK answer raised as an error reading "STATUS: body" (SPEC §8).

/** A non-OK answer. `body` is the parsed JSON body when there was one (our API answers `{ ok, error, field? }`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The form field the server named as wrong, if any. */
  get field(): string | undefined {
    const field = (this.body as { field?: unknown } | null)?.field;
    return typeof field === "string" ? field : undefined;
  }

  /** The server's own Spanish message, if any. */
  get serverMessage(): string | undefined {
    const error = (this.body as { error?: unknown } | null)?.error;
    return typeof error === "string" ? error : undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Calls our API and answers the parsed JSON body; throws ApiError on a non-OK answer (network errors pass through). */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseJson(text));
  return parseJson(text) as T;
}

export const postJson = <T = unknown>(path: string, body: unknown) => apiRequest<T>("POST", path, body);
