"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useBasePath } from "@/components/site/base-path";
import { bookingReference } from "@/lib/bookings/reference";
import {
  BOOKING_DETAIL_FIELDS,
  BOOKING_PAYLOAD_NAMES,
  bookingFormSchema,
  toBookingRequest,
  type BookingFormInput,
  type BookingFormValues,
} from "@/lib/bookings/request-schema";
import { applyServerError } from "@/lib/client/form-errors";
import { sendPublicForm } from "@/lib/client/public-form";
import type { ServiceCode } from "@/lib/constants";
import { todayInElSalvador } from "@/lib/dates";
import { withBasePath } from "@/lib/site/routing";
import { unavailableDaysMessage, type DayRange } from "@/lib/sitters/availability";
import { BLOCKED_DAYS } from "./details-step";
import { careMismatch } from "@/lib/sitters/care-fit";
import type { PricedService } from "@/lib/sitters/prices";
import { ContactStep } from "./contact-step";
import { DetailsStep } from "./details-step";
import { BOOKING_STEPS, StepIndicator, type BookingStep } from "./step-indicator";

export type BookingSitter = {
  id: number;
  slug: string;
  name: string;
  services: ServiceCode[];
  /** The sitter's own price of each offered service. */
  prices: PricedService[];
  acceptsCats: boolean;
  acceptsLargeDogs: boolean;
  /** Days the sitter cannot take (their calendar and confirmed stays), from today on. */
  blocked: DayRange[];
};

const DETAIL_FIELDS: readonly string[] = BOOKING_DETAIL_FIELDS;

/** How long the success message stays before the confirmation page opens. */
export const SUCCESS_REDIRECT_MS = 3000;

/**
 * The two-step booking request (SPEC §2/§5): Detalles (service, pet, dates, notes) → Contacto (name, e-mail,
 * WhatsApp, municipality) → POST /api/reservations. After success the submit stays disabled, a message
 * shows, and /exito follows.
 */
export function BookingSteps({ sitter, initialStartDate }: { sitter: BookingSitter; initialStartDate?: string }) {
  const router = useRouter();
  const base = useBasePath();
  const [step, setStep] = useState<BookingStep>(1);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [tracking, setTracking] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const successHref = `/exito?${new URLSearchParams({ sitter: sitter.slug, ...(reference ? { ref: reference } : {}), ...(tracking ? { seguimiento: tracking } : {}) })}`;

  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: {
      service: sitter.services.length === 1 ? sitter.services[0] : undefined,
      petType: undefined,
      petSize: undefined,
      startDate: initialStartDate ?? "",
      endDate: "",
      notes: "",
      name: "",
      email: "",
      whatsapp: "",
      municipality: "",
      company: "",
    },
  });
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

  /** The form's own rules beyond the schema: this sitter takes this pet, and is free on these days. */
  function checkCareFit(): boolean {
    const values = form.getValues();
    const mismatch = careMismatch(values, sitter);
    if (mismatch) form.setError(mismatch.field, { message: mismatch.message }, { shouldFocus: true });
    const taken = values.startDate && unavailableDaysMessage(sitter.name, sitter.blocked, values.startDate, values.endDate || values.startDate);
    if (!mismatch && taken) form.setError("startDate", { type: BLOCKED_DAYS, message: taken }, { shouldFocus: true });
    return !mismatch && !taken;
  }

  async function onContinue() {
    setServerError(null);
    const valid = await form.trigger([...BOOKING_DETAIL_FIELDS], { shouldFocus: true });
    if (valid && checkCareFit()) goTo(2);
  }

  async function onValid(values: BookingFormValues) {
    if (!checkCareFit()) return goTo(1);
    setServerError(null);
    const result = await sendPublicForm("/api/reservations", toBookingRequest(values, { sitter, sourceUrl: window.location.href }));
    if (result.ok) {
      if (typeof result.body.id === "string") setReference(bookingReference(result.body.id));
      // The tracking page's token: /exito links to it.
      if (typeof result.body.trackingUrl === "string") setTracking(result.body.trackingUrl.split("/").pop() ?? null);
      return setSent(true);
    }
    setServerError(result.error);
    const field = applyServerError(form, result, BOOKING_PAYLOAD_NAMES);
    if (field && DETAIL_FIELDS.includes(field)) goTo(1);
  }

  /** A detail that became invalid meanwhile (e.g. the start date is now in the past) sends people back to step 1. */
  function onInvalid(invalid: Record<string, unknown>) {
    if (Object.keys(invalid).some((field) => DETAIL_FIELDS.includes(field))) goTo(1);
  }

  return (
    <form noValidate onSubmit={(event) => form.handleSubmit(onValid, onInvalid)(event)} aria-labelledby="paso-actual" className="relative grid gap-6">
      <StepIndicator current={step} />
      <h2 id="paso-actual" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Paso {step} de 2: {BOOKING_STEPS[step - 1].title}
      </h2>
      {step === 1 ? (
        <DetailsStep form={form} sitter={sitter} today={today} onContinue={onContinue} />
      ) : (
        <ContactStep form={form} sitterName={sitter.name} serverError={serverError} sent={sent} successHref={successHref} onBack={() => goTo(1)} />
      )}
    </form>
  );
}
