import "server-only";
import type { WhatsappSettings } from "./whatsapp-settings";

// One message (a template, or a plain text inside the 24 h window) through the WhatsApp Cloud API (plain fetch), and what its answer means for the outbox:
// sent (with its wamid), worth another try later, refused for good, or interrupted: the request may have reached Meta
// and nothing says whether it was sent, so it is never tried again (a message sent twice is two messages).

export type TemplateMessage = { recipient: string; template: string; parameters: string[] };
/** A free-form text: Meta lets it go only within 24 hours of the person's last message to the business number. */
export type TextMessage = { recipient: string; text: string };

export type GraphOutcome =
  | { kind: "sent"; wamid: string }
  | { kind: "retry"; reason: string; retryAfterMs?: number }
  | { kind: "refused"; reason: string }
  | { kind: "interrupted"; reason: string };

/**
 * The Graph API gives up on us after this long; the outbox's claim (2 minutes) outlasts it by far, so a claim that
 * lapses means the sender died, never that it is still waiting for an answer.
 */
export const GRAPH_TIMEOUT_MS = 20_000;

/**
 * Graph error codes that say "not now" rather than "never": throttling (4, 80007, 130429, 131048, 131056) and
 * Meta's own trouble (131000, 131016, 133004). Any other 4xx (131026: the number cannot receive WhatsApp; 100: a bad
 * request; 132001: no such template) is final.
 */
const RETRYABLE_CODES = new Set([4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
/** 190: the access token expired or is wrong. Every message would fail alike: they wait until it is fixed. */
const TOKEN_CODE = 190;
/**
 * Network errors that happen before a byte of the request leaves: the connection was refused, the host or a route to
 * it does not exist, it never opened in time, or its certificate was refused. Only these prove the message did not
 * reach Meta; any other failure (a timeout, a connection cut while waiting) may have come after Meta took it.
 */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
]);

/** The request body the Graph API expects for a template with text parameters in its body, in Spanish. */
export function templateBody({ recipient, template, parameters }: TemplateMessage) {
  return {
    messaging_product: "whatsapp",
    to: recipient,
    type: "template",
    template: {
      name: template,
      language: { code: "es" },
      components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
    },
  };
}

/** The request body for a plain text message (links in it are not previewed). */
export function textBody({ recipient, text }: TextMessage) {
  return { messaging_product: "whatsapp", recipient_type: "individual", to: recipient, type: "text", text: { body: text, preview_url: false } };
}

type GraphError = { message?: string; code?: number; error_data?: { details?: string } };

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

type ErrorLike = { code?: unknown; cause?: ErrorLike; errors?: ErrorLike[] };

/** The error codes along a failed fetch's causes (undici wraps the socket's error, sometimes in an AggregateError). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let cause = error as ErrorLike | undefined;
  for (let depth = 0; cause && depth < 5; depth++) {
    for (const one of [cause, ...(Array.isArray(cause.errors) ? cause.errors : [])]) if (typeof one?.code === "string") codes.push(one.code);
    cause = cause.cause;
  }
  return codes;
}

/** A fetch that failed without an answer: worth another try only when the request surely never left. */
function noAnswer(error: unknown, timeoutMs: number): GraphOutcome {
  const codes = errorCodes(error);
  const detail = [...new Set(codes)].join(", ") || String((error as Error)?.message ?? error);
  if (codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code))) return { kind: "retry", reason: `Sin conexión con la API de WhatsApp (${detail})` };
  if ((error as Error)?.name === "TimeoutError") return { kind: "interrupted", reason: `la API no respondió en ${timeoutMs / 1000} s` };
  return { kind: "interrupted", reason: `la conexión con la API se cortó sin respuesta (${detail.slice(0, 200)})` };
}

/**
 * Sends one message; never throws. Without an answer it is a "retry" only when the connection never opened; a
 * timeout or a connection cut mid-request is "interrupted". `timeoutMs` covers the answer and its body.
 */
export async function sendMessage(settings: WhatsappSettings, message: TemplateMessage | TextMessage, timeoutMs = GRAPH_TIMEOUT_MS): Promise<GraphOutcome> {
  let response: Response;
  let answer: { messages?: { id?: unknown }[]; error?: GraphError } | null;
  try {
    response = await fetch(`${settings.graphUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${settings.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify("text" in message ? textBody(message) : templateBody(message)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return noAnswer(error, timeoutMs);
  }
  try {
    answer = JSON.parse(await response.text());
  } catch (error) {
    // An "ok" whose body stalled past the timeout or was cut: the answer lost may be the message's id.
    if (response.ok && (error as Error)?.name !== "SyntaxError") return noAnswer(error, timeoutMs);
    answer = null;
  }
  const wamid = answer?.messages?.[0]?.id;
  if (response.ok && typeof wamid === "string" && wamid) return { kind: "sent", wamid };
  const error = answer?.error;
  const reason = [`HTTP ${response.status}`, error?.code !== undefined ? `código ${error.code}` : null, error?.message, error?.error_data?.details]
    .filter(Boolean)
    .join(" · ")
    .slice(0, 500);
  // Meta answered "ok" without the message's id: it may well have sent it.
  if (response.ok) return { kind: "interrupted", reason: `la API respondió sin id de mensaje (${reason})` };
  const code = typeof error?.code === "number" ? error.code : null;
  if (response.status === 429 || response.status >= 500 || (code !== null && RETRYABLE_CODES.has(code)) || code === TOKEN_CODE || response.status === 401) {
    return { kind: "retry", reason, retryAfterMs: retryAfterMs(response) };
  }
  return { kind: "refused", reason };
}
