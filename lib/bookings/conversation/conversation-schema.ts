import { z } from "@/lib/zod";
import { requiredText } from "@/lib/fields";
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from "@/lib/bookings/conversation/conversation-rules";

// The bodies of the conversation's endpoints (owner, sitter and team alike).

/** POST …/messages `{ text }`: 1–2,000 characters once control and bidirectional characters are removed. */
export const messageBodySchema = z.object({
  text: requiredText(CONVERSATION_LIMITS.text, CONVERSATION_MESSAGES.empty, CONVERSATION_MESSAGES.tooLong),
});
export type MessageBody = z.output<typeof messageBodySchema>;

/** POST …/messages/report `{ reason }`: why the owner or the sitter asks the team to read the conversation. */
export const reportBodySchema = z.object({
  reason: requiredText(CONVERSATION_LIMITS.reason, CONVERSATION_MESSAGES.reasonEmpty, CONVERSATION_MESSAGES.reasonTooLong),
});
export type ReportBody = z.output<typeof reportBodySchema>;
