"use server";

import { gatePublicPost, postedFrom } from "@/lib/forms/public-post";
import { APPLICATION_MESSAGES, applicationFields, type ApplicationErrors, type ApplicationField, type ApplicationState } from "@/lib/leads/application-rules";
import { applicationFormSchema, applicationSchema, toApplicationRequest } from "@/lib/leads/schemas";
import { saveApplication } from "@/lib/leads/signups";

/**
 * The /unete application sent without JavaScript (with it, the browser posts JSON to /api/applications): the
 * endpoint's checks (lib/forms/public-post.ts), the form's schema and the consent box, the same saveApplication().
 */
export async function sendApplication(_previous: ApplicationState, data: FormData): Promise<ApplicationState> {
  const values = applicationFields(data);
  const gate = await gatePublicPost("applications", values);
  if (gate.honeypot) return { sent: true };
  if (gate.refused) return { values, errors: {}, error: gate.refused };
  const parsed = applicationFormSchema.safeParse({ ...values, consent: Boolean(values.consent), whatsappOptIn: Boolean(values.whatsappOptIn) });
  if (!parsed.success) {
    const errors: ApplicationErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as ApplicationField] ??= issue.message;
    return { values, errors };
  }
  if (!parsed.data.consent) return { values, errors: { consent: APPLICATION_MESSAGES.consentText } };
  const request = applicationSchema.safeParse(toApplicationRequest(parsed.data, await postedFrom()));
  if (!request.success) return { values, errors: {}, error: request.error.issues[0]?.message };
  await saveApplication(request.data);
  return { sent: true };
}
