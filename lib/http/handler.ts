import "server-only";
import { NextResponse } from "next/server";
import { CROSS_SITE_MESSAGE, extraAllowedOrigins, isCrossSiteWrite } from "@/lib/http/origin";
import { isInvalidDataError } from "@/lib/http/db-errors";
import { loggedError, redactTokens } from "@/lib/http/log-redact";
import { onRequestClock } from "@/lib/dates/clock";

export type ApiError = { ok: false; error: string; field?: string };

/** A JSON answer with the error shape every endpoint uses (`field`: the input it is about, for forms). */
export function fail(status: number, error: string, headers?: HeadersInit, field?: string): NextResponse<ApiError> {
  return NextResponse.json({ ok: false, error, ...(field ? { field } : {}) }, { status, headers });
}

export function json<T>(data: T, init?: ResponseInit): NextResponse<T> {
  return NextResponse.json(data, init);
}

/** Thrown inside a handler to answer with a given status and Spanish message (and the field it is about). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unavailable: "El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.",
  internal: "Ocurrió un error inesperado. Intenta de nuevo.",
  notFound: "No encontramos lo que buscas.",
  invalidData: "Algún dato enviado no es válido. Revísalo e intenta de nuevo.",
} as const;

// Prisma / driver errors that mean "the database could not be reached or failed", not "bad input".
function isDatabaseFailure(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const name = (error as { name?: string }).name ?? "";
  const code = (error as { code?: string }).code ?? "";
  return (
    // Prisma marks every error it passes on from the engine or the driver with its clientVersion.
    "clientVersion" in error ||
    name.startsWith("PrismaClient") ||
    name === "DriverAdapterError" ||
    /^(P1|ECONN|ETIMEDOUT|57P|08)/.test(code)
  );
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: a cross-site write → 403 before anything else; HttpError → its status; database
 * failure → 503; anything else → 500, logged.
 */
export function handler<C>(fn: Handler<C>): Handler<C> {
  return async (request, context) => privateUnlessMarked(await onRequestClock(request.headers, () => answer(fn, request, context)));
}

/** An answer may carry a session or someone's data: no shared cache keeps it unless its handler says so. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** For public answers that show nothing per visitor (the sitter list): CDNs may keep them a minute. */
export const PUBLIC_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=86340";

function privateUnlessMarked(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    // Immutable headers (Response.redirect): copy the answer.
    const headers = new Headers(response.headers);
    headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

async function answer<C>(fn: Handler<C>, request: Request, context: C): Promise<Response> {
  if (isCrossSiteWrite(request.method, request.headers, extraAllowedOrigins())) return fail(403, CROSS_SITE_MESSAGE);
  try {
    return await fn(request, context);
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.message, undefined, error.field);
    console.error(`[api] ${request.method} ${redactTokens(new URL(request.url).pathname)}: ${loggedError(error)}`);
    if (isInvalidDataError(error)) return fail(400, MESSAGES.invalidData); // Postgres refused a value: bad input
    if (isDatabaseFailure(error)) return fail(503, MESSAGES.unavailable, { "Retry-After": "5" });
    return fail(500, MESSAGES.internal);
  }
}
