"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { useBasePath } from "@/components/site/base-path-context";
import { bookingReference } from "@/lib/bookings/core/reference";
import {
  BOOKING_DETAIL_FIELDS,
  bookingFormFields,
  checkBookingContact,
  checkBookingDetails,
  formFieldOf,
  normalizeBookingForm,
  toBookingRequest,
  type BookingFieldErrors,
  type BookingFormFields,
  type BookingFormState,
} from "@/lib/bookings/intake/form-rules";
import { sendPublicForm } from "@/lib/client/public-form";
import { todayInElSalvador } from "@/lib/dates";
import { withBasePath } from "@/lib/site/routing";
import { unavailableDaysMessage } from "@/lib/sitters/availability";
import { careMismatch } from "@/lib/sitters/care-fit";
import { ContactStep, type PetFileCopy } from "./contact-step";
import { DetailsStep } from "./details-step";
import type { BookingSitter } from "./booking-sitter";
import { BOOKING_STEPS, StepIndicator, type BookingStep } from "./step-indicator";

/** The server action a form sent without JavaScript goes to (app/(site)/[base]/reservar/actions.ts, bound to the sitter). */
export type BookingAction = (state: BookingFormState, data: FormData) => Promise<BookingFormState>;

const DETAIL_FIELDS: readonly string[] = BOOKING_DETAIL_FIELDS;

/** How long the success message stays before the confirmation page opens. */
export const SUCCESS_REDIRECT_MS = 3000;

/**
 * The booking request (SPEC §2/§5), native fields only. Without JavaScript it is one page (Detalles and Contacto)
 * posted to `action`, which answers with each field's message or opens /exito. With JavaScript it becomes two steps,
 * checks each in the browser (lib/bookings/intake/form-rules.ts, no zod) and POSTs JSON to /api/reservations; after success
 * the submit stays disabled, a message shows, and /exito follows. `initial` fills fields in from the page (the date
 * of the search, a booking made again).
 */
export function BookingSteps({
  sitter,
  action,
  initial = {},
  petFileCopy,
  invitation,
}: {
  sitter: BookingSitter;
  action: BookingAction;
  initial?: Partial<BookingFormFields>;
  petFileCopy?: PetFileCopy;
  /** The family's invitation to the sitter's zone «Por invitación», sent with the request. */
  invitation?: string;
}) {
  const router = useRouter();
  const base = useBasePath();
  const [state, formAction] = useActionState(action, {
    values: { service: sitter.services.length === 1 ? sitter.services[0] : undefined, ...initial },
    errors: {},
  });
  // Until React runs, the form is the one-page version that works without JavaScript.
  const enhanced = useHydrated();
  const [step, setStep] = useState<BookingStep>(1);
  const [errors, setErrors] = useState<BookingFieldErrors>(state.errors);
  const [serverError, setServerError] = useState<string | null>(state.error ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [tracking, setTracking] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const successHref = `/exito?${new URLSearchParams({ sitter: sitter.slug, ...(reference ? { ref: reference } : {}), ...(tracking ? { seguimiento: tracking } : {}) })}`;
  // El Salvador's day on server and browser alike (the date inputs' minimum); only a render across midnight differs.
  const today = todayInElSalvador();

  // Moving between steps puts the keyboard focus on the new step's title.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => router.push(withBasePath(base, successHref)), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, base, router, successHref]);

  function goTo(next: BookingStep) {
    movedRef.current = true;
    setStep(next);
  }

  /** Shows `found` and focuses the first field it names; answers whether there was nothing to show. */
  function show(found: BookingFieldErrors): boolean {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]:not(:disabled)`)?.focus());
    return !first;
  }

  /** Step 1's fields, and the form's own rules beyond them: this sitter takes this pet, and is free on these days. */
  function checkDetails(values: BookingFormFields): boolean {
    const found = checkBookingDetails(values, today);
    if (Object.keys(found).length === 0) {
      const mismatch = careMismatch(values, sitter);
      const taken = unavailableDaysMessage(sitter.name, sitter.blocked, values.startDate, values.endDate || values.startDate);
      if (mismatch) found[mismatch.field] = mismatch.message;
      else if (taken) found.startDate = taken;
    }
    return show(found);
  }

  function onContinue() {
    setServerError(null);
    if (formRef.current && checkDetails(bookingFormFields(new FormData(formRef.current)))) goTo(2);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const values = bookingFormFields(new FormData(event.currentTarget));
    if (!checkDetails(values)) return goTo(1);
    if (!show(checkBookingContact(values))) return;
    setSubmitting(true);
    const result = await sendPublicForm("/api/reservations", toBookingRequest(normalizeBookingForm(values), { sitter, sourceUrl: window.location.href }));
    setSubmitting(false);
    if (result.ok) {
      if (typeof result.body.id === "string") setReference(bookingReference(result.body.id));
      // The tracking page's token: /exito links to it.
      if (typeof result.body.trackingUrl === "string") setTracking(result.body.trackingUrl.split("/").pop() ?? null);
      return setSent(true);
    }
    setServerError(result.error);
    const field = formFieldOf(result.field);
    if (field) show({ [field]: result.error });
    if (field && DETAIL_FIELDS.includes(field)) goTo(1);
  }

  const stepProps = { errors, values: state.values, sitter, today };
  return (
    <form
      ref={formRef}
      noValidate
      action={formAction}
      onSubmit={enhanced ? onSubmit : undefined}
      aria-labelledby={enhanced ? "paso-actual" : undefined}
      aria-label={enhanced ? undefined : "Solicitud de reserva"}
      className="relative grid gap-6"
    >
      {/* The server's HTML is already the two-step layout (nothing moves when React takes over); without
          JavaScript, components/no-script-styles.tsx shows both steps with their own headings instead. */}
      {invitation && <input type="hidden" name="invitation" value={invitation} />}
      <div data-js-only>
        <StepIndicator current={step} />
      </div>
      <h2 id="paso-actual" ref={headingRef} tabIndex={-1} data-js-only className="text-xl font-semibold outline-none">
        Paso {step} de 2: {BOOKING_STEPS[step - 1].title}
      </h2>
      <section hidden={step !== 1} data-nojs-show className="grid gap-5">
        <h2 hidden data-nojs-show className="text-xl font-semibold">
          {BOOKING_STEPS[0].title}
        </h2>
        <DetailsStep {...stepProps} onContinue={onContinue} />
      </section>
      <section hidden={step !== 2} data-nojs-show className="grid gap-5">
        <h2 hidden data-nojs-show className="text-xl font-semibold">
          {BOOKING_STEPS[1].title}
        </h2>
        <ContactStep
          errors={errors}
          values={state.values}
          sitterName={sitter.name}
          serverError={serverError}
          submitting={submitting}
          sent={sent}
          successHref={successHref}
          onBack={() => goTo(1)}
          petFileCopy={petFileCopy}
        />
      </section>
    </form>
  );
}
