"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { requestOrigin } from "@/lib/auth/request-origin";
import {
  bookingFormFields,
  formFieldOf,
  toBookingRequest,
  type BookingField,
  type BookingFieldErrors,
  type BookingFormState,
} from "@/lib/bookings/intake/form-rules";
import { bookingReference, newBookingId } from "@/lib/bookings/core/reference";
import { bookingFormSchema, bookingRequestSchema } from "@/lib/bookings/intake/request-schema";
import { placeBookingRequest } from "@/lib/bookings/owner/request";
import { newTrackingToken } from "@/lib/bookings/core/tracking";
import { gatePublicPost, postedFrom } from "@/lib/forms/public-post";
import { HttpError, MESSAGES } from "@/lib/http/handler";
import { deliverSoon } from "@/lib/mail/outbox";
import { PREVIEW_PREFIX, withBasePath } from "@/lib/site/routing";

export type BookingTarget = { base: string; sitterId: number; sitterName: string; sitterSlug: string };

function successPath(target: BookingTarget, id: string, tracking: string) {
  const query = new URLSearchParams({ sitter: target.sitterSlug, ref: bookingReference(id), seguimiento: tracking });
  // Bound arguments come back from the browser as sent: only our two prefixes, never another site.
  return withBasePath(target.base === PREVIEW_PREFIX ? PREVIEW_PREFIX : "", `/exito?${query}`);
}

/**
 * The booking form sent without JavaScript (with it, the browser posts JSON to /api/reservations): the endpoint's
 * checks (lib/forms/public-post.ts), the form's schema with every field's message, then the same placeBookingRequest();
 * success opens /exito as the browser's form does, a refusal comes back with what was typed.
 */
export async function requestBooking(target: BookingTarget, _previous: BookingFormState, data: FormData): Promise<BookingFormState> {
  const values = bookingFormFields(data);
  const gate = await gatePublicPost("reservations", values);
  if (gate.honeypot) redirect(successPath(target, newBookingId(), newTrackingToken().token));
  if (gate.refused) return { values, errors: {}, error: gate.refused };

  const parsed = bookingFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: BookingFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as BookingField;
      errors[field] ??= issue.message;
    }
    return { values, errors };
  }
  const request = bookingRequestSchema.safeParse(
    toBookingRequest(parsed.data, { sitter: { id: target.sitterId, name: target.sitterName }, sourceUrl: await postedFrom() }),
  );
  if (!request.success) return { values, errors: {}, error: request.error.issues[0]?.message ?? MESSAGES.internal };

  let created: { id: string; trackingUrl: string };
  try {
    created = await placeBookingRequest(request.data, requestOrigin(await headers()));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const field = formFieldOf(error.field);
    return field ? { values, errors: { [field]: error.message } } : { values, errors: {}, error: error.message };
  }
  deliverSoon();
  redirect(successPath(target, created.id, created.trackingUrl.split("/").pop() ?? ""));
}
