"use server";

import { redirect } from "next/navigation";
import { reachOwnerBooking } from "@/lib/bookings/loop";
import { postMessage, reportConversation } from "@/lib/bookings/conversation/conversation";
import { pickUpByOwner, reportSitterNoShow } from "@/lib/bookings/owner/owner";
import type { StayMoveState } from "@/components/site/tracking/stay-section";
import type { ConversationFormState } from "@/lib/bookings/conversation/conversation-rules";
import { messageBodySchema, reportBodySchema } from "@/lib/bookings/conversation/conversation-schema";
import { reportProblem } from "@/lib/bookings/problems/problems";
import type { ProblemFormState } from "@/lib/bookings/problems/problem-rules";
import { problemFieldsSchema } from "@/lib/bookings/problems/problem-schema";
import { gatePublicPost } from "@/lib/forms/public-post";
import { HttpError } from "@/lib/http/handler";
import { PREVIEW_PREFIX, withBasePath } from "@/lib/site/routing";

// The conversation's two forms and the stay's two buttons (the pick-up, the sitter's no-show) on the tracking page
// sent without JavaScript (with it, the browser posts to /api/bookings/{token}/messages,
// …/messages/report, …/pick-up and …/no-show): the endpoints' checks, their schemas, the same functions.

export type ConversationTarget = { base: string; token: string };

// Bound arguments come back from the browser as sent: only our two prefixes, never another site.
const pagePath = (target: ConversationTarget, section: string) =>
  withBasePath(target.base === PREVIEW_PREFIX ? PREVIEW_PREFIX : "", `/reserva/${encodeURIComponent(target.token)}#${section}`);
const threadPath = (target: ConversationTarget) => pagePath(target, "conversacion");

/** Runs `write` on the owner's booking; a refusal (404, 429…) comes back as the form's message. */
async function asOwner(token: string, write: (reached: Awaited<ReturnType<typeof reachOwnerBooking>>) => Promise<unknown>): Promise<string | null> {
  try {
    await write(await reachOwnerBooking(token));
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

/** «Enviar»: the message, then the page again (a reload does not send it twice); a refusal keeps what was typed. */
export async function sendOwnerMessage(target: ConversationTarget, _previous: ConversationFormState, data: FormData): Promise<ConversationFormState> {
  const text = String(data.get("text") ?? "");
  const gate = await gatePublicPost("conversation", { text, company: data.get("company") ?? undefined });
  if (gate.honeypot) redirect(threadPath(target));
  if (gate.refused) return { text, error: gate.refused };
  const parsed = messageBodySchema.safeParse({ text });
  if (!parsed.success) return { text, error: parsed.error.issues[0]?.message };
  const refused = await asOwner(target.token, (reached) => postMessage(reached, parsed.data));
  if (refused) return { text, error: refused };
  redirect(threadPath(target));
}

/** «Reportar esta conversación», with its reason. */
export async function reportOwnerConversation(target: ConversationTarget, _previous: ConversationFormState, data: FormData): Promise<ConversationFormState> {
  const reason = String(data.get("reason") ?? "");
  const gate = await gatePublicPost("conversation-report", { reason, company: data.get("company") ?? undefined });
  if (gate.honeypot) return { reported: true };
  if (gate.refused) return { reason, error: gate.refused };
  const parsed = reportBodySchema.safeParse({ reason });
  if (!parsed.success) return { reason, error: parsed.error.issues[0]?.message };
  const refused = await asOwner(target.token, (reached) => reportConversation(reached, parsed.data));
  return refused ? { reason, error: refused } : { reported: true };
}


/** «Ya recogí a …» and «El cuidador no llegó»: the endpoint's checks and function, then the page again. */
async function stayMove(bucket: string, target: ConversationTarget, data: FormData, move: typeof pickUpByOwner): Promise<StayMoveState> {
  const gate = await gatePublicPost(bucket, { company: data.get("company") ?? undefined });
  if (gate.honeypot) redirect(pagePath(target, "entrega-titulo"));
  if (gate.refused) return { error: gate.refused };
  const refused = await asOwner(target.token, (reached) => move(reached));
  if (refused) return { error: refused };
  redirect(pagePath(target, "entrega-titulo"));
}

export async function pickUpAsOwner(target: ConversationTarget, _previous: StayMoveState, data: FormData): Promise<StayMoveState> {
  return stayMove("tracking-stay", target, data, pickUpByOwner);
}

export async function reportNoShowAsOwner(target: ConversationTarget, _previous: StayMoveState, data: FormData): Promise<StayMoveState> {
  return stayMove("tracking-stay", target, data, reportSitterNoShow);
}

/**
 * «Reportar un problema» without JavaScript: its category and description (photos go with JavaScript, through the
 * endpoint: a server action's body is too small for them), then the page again with the problem listed.
 */
export async function reportOwnerProblem(target: ConversationTarget, _previous: ProblemFormState, data: FormData): Promise<ProblemFormState> {
  const fields = { category: String(data.get("category") ?? ""), description: String(data.get("description") ?? "") };
  const gate = await gatePublicPost("tracking-problem", { ...fields, company: data.get("company") ?? undefined });
  if (gate.honeypot) redirect(pagePath(target, "problemas"));
  if (gate.refused) return { ...fields, error: gate.refused };
  const parsed = problemFieldsSchema.safeParse(fields);
  if (!parsed.success) return { ...fields, error: parsed.error.issues[0]?.message, field: String(parsed.error.issues[0]?.path[0] ?? "") };
  const refused = await asOwner(target.token, (reached) => reportProblem(reached, parsed.data, []));
  if (refused) return { ...fields, error: refused };
  redirect(pagePath(target, "problemas"));
}
