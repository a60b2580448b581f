import "server-only";
import type { WhatsappSettings } from "./whatsapp-settings";

// One template message through the WhatsApp Cloud API (plain fetch), and what its answer means for the outbox:
// sent (with its wamid), worth another try later, or refused for good.

export type TemplateMessage = { recipient: string; template: string; parameters: string[] };

export type GraphOutcome =
  | { kind: "sent"; wamid: string }
  | { kind: "retry"; reason: string; retryAfterMs?: number }
  | { kind: "refused"; reason: string };

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

type GraphError = { message?: string; code?: number; error_data?: { details?: string } };

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** Sends one message; never throws (a network failure or a timeout is a "retry"). */
export async function sendTemplate(settings: WhatsappSettings, message: TemplateMessage): Promise<GraphOutcome> {
  let response: Response;
  try {
    response = await fetch(`${settings.graphUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${settings.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(templateBody(message)),
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: "retry", reason: `Sin respuesta de la API de WhatsApp: ${String((error as Error)?.message ?? error)}` };
  }
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[]; error?: GraphError } | null;
  const wamid = answer?.messages?.[0]?.id;
  if (response.ok && typeof wamid === "string" && wamid) return { kind: "sent", wamid };
  const error = answer?.error;
  const reason = [`HTTP ${response.status}`, error?.code !== undefined ? `código ${error.code}` : null, error?.message, error?.error_data?.details]
    .filter(Boolean)
    .join(" · ")
    .slice(0, 500);
  if (response.ok) return { kind: "retry", reason: `Respuesta sin id de mensaje (${reason})` };
  const code = typeof error?.code === "number" ? error.code : null;
  if (response.status === 429 || response.status >= 500 || (code !== null && RETRYABLE_CODES.has(code)) || code === TOKEN_CODE || response.status === 401) {
    return { kind: "retry", reason, retryAfterMs: retryAfterMs(response) };
  }
  return { kind: "refused", reason };
}
