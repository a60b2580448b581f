import "client-only";
// The browser's fetch helper for SPEC §7's calls: cookies always sent, a JSON content type only when there is
// a JSON body, and any non-OK answer raised as an error reading "STATUS: body" (SPEC §8).

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
    const field = (this.body as { field?: unknown } | null | undefined)?.field;
    return typeof field === "string" ? field : undefined;
  }

  /** The server's own Spanish message, if any. */
  get serverMessage(): string | undefined {
    const error = (this.body as { error?: unknown } | null | undefined)?.error;
    return typeof error === "string" && error.trim() ? error : undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function apiError(status: number, statusText: string, text: string): ApiError {
  return new ApiError(status, `${status}: ${text || statusText}`, parseJson(text));
}

/**
 * Calls our API and answers the parsed JSON body (undefined when empty). A plain object is sent as JSON;
 * FormData as multipart (the browser writes its content type). Throws ApiError on a non-OK answer;
 * network failures pass through as the browser's TypeError.
 */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  let init: RequestInit = {};
  if (body instanceof FormData) init = { body };
  else if (body !== undefined) init = { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const response = await fetch(path, { method, credentials: "include", ...init });
  const text = await response.text();
  if (!response.ok) throw apiError(response.status, response.statusText, text);
  return parseJson(text) as T;
}

export const getJson = <T = unknown>(path: string) => apiRequest<T>("GET", path);
export const postJson = <T = unknown>(path: string, body?: unknown) => apiRequest<T>("POST", path, body);

/**
 * POSTs a multipart form and reports upload progress (0–100), which fetch cannot do. Same answers and
 * errors as apiRequest.
 */
export function uploadForm<T = unknown>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(parseJson(xhr.responseText) as T);
      else reject(apiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    xhr.send(form);
  });
}

/**
 * The status of a failed call: from an ApiError, or from any error whose message has SPEC's "STATUS: body"
 * form. Undefined for network failures.
 */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The server's `error` text from a failed call (for toasts and inline errors), else `fallback`. Reads an
 * ApiError's body, or the JSON after "STATUS: " in any error's message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const body = match ? parseJson(match[1]) : undefined;
  return new ApiError(0, "", body).serverMessage ?? fallback;
}
