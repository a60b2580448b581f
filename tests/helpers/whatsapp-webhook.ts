import { POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { inboundWebhook, signBody, statusWebhook } from "../../tools/whatsapp-local/server.mjs";
import { apiRequest, read, routeParams } from "./request";
import { WHATSAPP_ENV } from "./whatsapp";

// Meta's webhook as the stand-in builds it, signed with the test app secret and given to the real route handler:
// what a number writes to the business number, and a message's delivery.

async function deliver(payload: unknown) {
  const raw = JSON.stringify(payload);
  const headers = { "x-hub-signature-256": signBody(raw, WHATSAPP_ENV.WHATSAPP_APP_SECRET) };
  const answer = await read(await webhook(apiRequest("/api/whatsapp/webhook", { method: "POST", body: raw, headers }), routeParams({})));
  if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
  return answer.body as { statuses: number; optOuts: number; inbound: number };
}

/**
 * `from` (digits, as Meta names it: "50371234567") writes `text` to the business number; `context`: the wamid of
 * our message it answers; `id`: Meta's id of the message (a fresh one when left out).
 */
export const writeFromNumber = (from: string, text: string, options: { context?: string; id?: string } = {}) =>
  deliver(inboundWebhook({ phoneNumberId: WHATSAPP_ENV.WHATSAPP_PHONE_NUMBER_ID, from, text, ...options }));

/** The number proves itself the way its owner would: it writes ALTA (turns its notices on, proven). */
export const proveNumber = (from: string) => writeFromNumber(from, "ALTA");

/** Meta reports a message's delivery (`status`: sent, delivered, read, failed). */
export const reportStatus = (wamid: string, status: string) => deliver(statusWebhook({ phoneNumberId: WHATSAPP_ENV.WHATSAPP_PHONE_NUMBER_ID, id: wamid, status }));
