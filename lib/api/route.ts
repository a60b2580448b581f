import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { readSessionToken, setSessionCookie } from "@/lib/auth/cookie";
import { requireAccess, type Access } from "@/lib/auth/guards";
import { SESSION_COOKIE, type ValidSession } from "@/lib/auth/session";
import { fail, handler, HttpError, json, MESSAGES } from "@/lib/http/handler";
import { hitClientRateLimit, THROTTLED_MESSAGE } from "@/lib/http/rate-limit";
import { assertDeclaredLength, isJsonContentType, BODY_MESSAGES, MAX_JSON_BODY_BYTES, readJsonObject } from "@/lib/http/body";
import { CRON_REFUSED, isCronRequest } from "@/lib/http/cron";
import { ANONYMOUS_UPLOAD_BUSY, takeAnonymousProcessing, takeAnonymousReceiving, takeUploadSlot, UPLOAD_BUSY, type UploadSlot } from "@/lib/http/upload-slots";
import { spoolUpload, type SpooledUpload } from "@/lib/files/upload-spool";
import { ANONYMOUS_CLIENT, clientKey } from "@/lib/http/client-key";
import { CONTROL_CHARACTER_MESSAGE, findNulByte, isHoneypotFilled } from "@/lib/fields";


// What Next passes a handler; a static route's handler may also be called without it (tests do, as with handler()).
type RouteContext = { params: Promise<Record<string, string | string[]>> } | undefined;

type Options<S extends z.ZodType, Q extends z.ZodType> = {
  /** Who may call it: a signed-in user, or an admin. Checked first (401 / 403). */
  auth?: Access;
  /** The shared zod schema the JSON body must satisfy. */
  body?: S;
  /** The zod schema the query string must satisfy, read as an object of each parameter's first value (see queryObject). */
  query?: Q;
  /** Throttle: at most `limit()` requests per `windowMs` from one client to this bucket. */
  rateLimit?: { bucket: string; limit: () => number; windowMs?: number; message?: string };
  /** When the hidden "company" field is filled: answer this, store nothing. */
  honeypot?: () => unknown;
  /** A scheduled route: refused (401) without `Authorization: Bearer $CRON_SECRET`. */
  cron?: true;
};

/**
 * The booking the path names, reached for its audience before `fn` runs (lib/bookings/core/access.ts `BOOKING_FOR`):
 * `fn` receives it, or the caller gets the resolver's 404 (unknown and "not yours" alike). It runs after the body's
 * checks and before an upload takes a slot, so a stranger's token never holds one.
 */
type BookingResolver<B> = (args: { params: Record<string, string>; session?: ValidSession }) => Promise<B>;

type Context<S extends z.ZodType, Q extends z.ZodType, A> = {
  request: Request;
  body: z.output<S>;
  query: z.output<Q>;
  params: Record<string, string>;
  session: A extends Access ? ValidSession : undefined;
};

// Ids (cuid), sitter slugs and numbers, stored file names ("<uuid>.pdf") and list names all fit this.
const PLAIN_SEGMENT = /^[A-Za-z0-9_.-]{1,128}$/;
const isPlainSegment = (value: string | string[]) => (Array.isArray(value) ? value : [value]).every((part) => PLAIN_SEGMENT.test(part));

/**
 * The query string as an object for a schema: each parameter's first value, the one URLSearchParams.get() reads,
 * so what the schema checks is what any other reader of the request would use. A repeated parameter is not a
 * list (no endpoint takes one): its later values are ignored, not refused.
 */
function queryObject(request: Request): Record<string, string> {
  const first = new Map<string, string>();
  for (const [key, value] of new URL(request.url).searchParams) if (!first.has(key)) first.set(key, value);
  return Object.fromEntries(first);
}

/** First validation message, with the field it belongs to (forms can point at it). */
function validationFailure(error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : undefined;
  return { ok: false as const, error: issue?.message ?? "Los datos enviados no son válidos.", ...(field ? { field } : {}) };
}

/**
 * A route handler with the steps every JSON endpoint shares, in this order:
 * cron secret (401) → session (401 / 403) → content type (415) → declared size (413) → throttle (429) → path segments (404)
 * → query (400) → body (413 / 400) → honeypot → NUL bytes (400) → schema (400) → booking (404) → upload slot (429; an
 * anonymous body is then received: 415 / 413 / 408) → `fn`. A session whose
 * sliding expiry moved gets its cookie renewed.
 */
/**
 * A file upload (needs `auth`, or a `token` path segment: an owner's tracking link counts as their account). A
 * signed-in account, or a link `trusted` says is known (a booking a sitter or the team confirmed), takes one of the
 * accounts' upload slots before a byte of the body is read, held until `fn` answers. Anyone else's link is an
 * anonymous owner's: `beforeReceiving` may refuse it first (a budget already spent), then its body is received into
 * a temporary file at the anonymous pace, holding one place per link and client (lib/http/upload-slots.ts), and `fn`
 * runs on it once a processing slot is free. No place or slot → 429 with Retry-After.
 */
type Upload<B> = true | { trusted: (booking: B) => boolean; beforeReceiving?: (booking: B, request: Request) => Promise<void> };

export function route<S extends z.ZodType, Q extends z.ZodType, A extends Access | undefined = undefined, B = undefined>(
  options: Options<S, Q> & { auth?: A; booking?: BookingResolver<B>; upload?: Upload<B> },
  fn: (context: Context<S, Q, A> & { booking: B }) => Promise<Response>,
) {
  return handler<RouteContext>(async (request, context) => {
    if (options.cron && !isCronRequest(request.headers)) throw new HttpError(401, CRON_REFUSED);
    const session = options.auth ? await requireAccess(request, options.auth) : undefined;
    if (options.body) {
      if (!isJsonContentType(request)) throw new HttpError(415, BODY_MESSAGES.contentType);
      assertDeclaredLength(request, MAX_JSON_BODY_BYTES);
    }
    if (options.rateLimit) {
      const { bucket, limit, windowMs = 60_000, message = THROTTLED_MESSAGE } = options.rateLimit;
      const result = await hitClientRateLimit(bucket, request.headers, limit(), windowMs);
      if (!result.allowed) return fail(429, message, { "Retry-After": String(result.retryAfterSeconds) });
    }
    const params = (context?.params ? await context.params : {}) as Record<string, string>;
    // A segment no id, slug or stored name of ours can hold (a NUL byte, spaces, bidi controls…) names nothing.
    if (!Object.values(params).every(isPlainSegment)) return fail(404, MESSAGES.notFound);
    let query: unknown = undefined;
    if (options.query) {
      const parsed = options.query.safeParse(queryObject(request));
      if (!parsed.success) return json(validationFailure(parsed.error), { status: 400 });
      query = parsed.data;
    }
    let body: unknown = undefined;
    if (options.body) {
      const raw = await readJsonObject(request);
      // The same 201 a real submission gets: a bot must not be able to tell it was caught.
      if (options.honeypot && isHoneypotFilled(raw)) return json(options.honeypot(), { status: 201 });
      // Postgres text cannot hold U+0000: refuse it in any field here, whatever the schema says.
      const nulAt = findNulByte(raw);
      if (nulAt) return json({ ok: false, error: CONTROL_CHARACTER_MESSAGE, ...(nulAt.length ? { field: String(nulAt[0]) } : {}) }, { status: 400 });
      const parsed = options.body.safeParse(raw);
      if (!parsed.success) return json(validationFailure(parsed.error), { status: 400 });
      body = parsed.data;
    }
    const booking = options.booking ? await options.booking({ params, session }) : undefined;
    const slots: UploadSlot[] = [];
    let spooled: SpooledUpload | undefined;
    let received = request;
    let response: Response;
    try {
      if (options.upload) {
        const account = session ? session.user.id : params.token ? `link:${params.token}` : null;
        if (!account) throw new Error("route({ upload }) needs auth or a token: slots are counted per account");
        const client = clientKey(request.headers);
        const known = session !== undefined || (options.upload !== true && options.upload.trusted(booking as B));
        if (!known && options.upload !== true) await options.upload.beforeReceiving?.(booking as B, request);
        const take = known ? takeUploadSlot : takeAnonymousReceiving;
        const taken = take(account, client === ANONYMOUS_CLIENT ? null : client);
        const busy = known ? UPLOAD_BUSY : ANONYMOUS_UPLOAD_BUSY;
        if ("busy" in taken) return fail(429, busy[taken.busy], { "Retry-After": String(busy.retryAfterSeconds) });
        slots.push(taken);
        if (!known) {
          spooled = await spoolUpload(request);
          slots.push(await takeAnonymousProcessing());
          received = await spooled.open();
        }
      }
      response = await fn({ request: received, body: body as z.output<S>, query: query as z.output<Q>, params, session, booking: booking as B } as Context<S, Q, A> & { booking: B });
    } finally {
      // The temporary file goes before its place is given back: the places bound the disk it takes.
      await spooled?.discard();
      for (const slot of slots.reverse()) slot.release();
    }
    if (session?.renewed && response instanceof NextResponse && !response.cookies.get(SESSION_COOKIE)) {
      const token = readSessionToken(request);
      if (token) setSessionCookie(response, request, token, session.expiresAt);
    }
    return response;
  });
}
