"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ArrowRightIcon, SendIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { SiteLink, useBasePath } from "@/components/site/base-path";
import { ChoiceGroup } from "@/components/site/choice-group";
import { FormAlert } from "@/components/site/form-alert";
import { FormField } from "@/components/site/form-field";
import { HoneypotField } from "@/components/site/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PET_SIZE_LABELS, PET_SIZES, PET_TYPE_LABELS, PET_TYPES, type ServiceCode } from "@/lib/constants";
import { todayInElSalvador } from "@/lib/dates";
import { firstName, formatUSD } from "@/lib/format/text";
import { formWideMessage } from "@/lib/client/form-messages";
import { bookingReference } from "@/lib/bookings/reference";
import { sendPublicForm } from "@/lib/client/public-form";
import { withBasePath } from "@/lib/http/routing";
import { careMismatch } from "@/lib/sitters/care-fit";
import { SERVICE_ORDER, servicePrices } from "@/lib/sitters/profile-adapter";
import {
  BOOKING_CONTACT_FIELDS,
  BOOKING_DETAIL_FIELDS,
  BOOKING_MESSAGES,
  bookingFormSchema,
  toBookingRequest,
  type BookingFormInput,
  type BookingFormValues,
} from "@/lib/bookings/request-schema";

export type BookingSitter = {
  id: number;
  slug: string;
  name: string;
  services: ServiceCode[];
  priceFromUSD: number;
  acceptsCats: boolean;
  acceptsLargeDogs: boolean;
};

type Step = 1 | 2;
type FormField = FieldPath<BookingFormInput>;

const STEPS = [
  { step: 1, title: "Detalles" },
  { step: 2, title: "Contacto" },
] as const;

/** Payload field names the API may point at → the form's own names. */
const API_FIELDS: Record<string, FormField> = { ownerName: "name", ownerEmail: "email", ownerWhatsapp: "whatsapp", municipio: "municipality" };
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
  const [step, setStep] = useState<Step>(1);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const successHref = `/exito?${new URLSearchParams({ sitter: sitter.slug, ...(reference ? { ref: reference } : {}) })}`;

  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: {
      service: sitter.services.length === 1 ? sitter.services[0] : undefined,
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
  const { register, formState, setError } = form;
  const errors = formState.errors;
  // El Salvador's day on server and browser alike (the date inputs' minimum); only a render across midnight differs.
  const today = todayInElSalvador();
  const startDate = useWatch({ control: form.control, name: "startDate" });
  const petType = useWatch({ control: form.control, name: "petType" });

  // Moving between steps puts the keyboard focus on the new step's title.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => router.push(withBasePath(base, successHref)), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, base, router, successHref]);

  function goTo(next: Step) {
    movedRef.current = true;
    setStep(next);
  }

  /** The form's own rule beyond the schema: this sitter takes this pet. */
  function checkCareFit(): boolean {
    const mismatch = careMismatch(form.getValues(), sitter);
    if (mismatch) setError(mismatch.field, { message: mismatch.message }, { shouldFocus: true });
    return !mismatch;
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
      return setSent(true);
    }
    setServerError(result.error);
    const field = result.field && (API_FIELDS[result.field] ?? (result.field as FormField));
    if (field && (DETAIL_FIELDS.includes(field) || (BOOKING_CONTACT_FIELDS as readonly string[]).includes(field))) {
      setError(field, { message: result.error });
      if (DETAIL_FIELDS.includes(field)) goTo(1);
    }
  }

  /** A detail that became invalid meanwhile (e.g. the start date is now in the past) sends people back to step 1. */
  function onInvalid(invalid: Record<string, unknown>) {
    if (Object.keys(invalid).some((field) => DETAIL_FIELDS.includes(field))) goTo(1);
  }

  const missing = formWideMessage(errors, BOOKING_CONTACT_FIELDS, BOOKING_MESSAGES.missingContact);

  // Everything is shown; what this sitter does not take is disabled with the reason, before anyone chooses it.
  const serviceChoices = servicePrices(SERVICE_ORDER, sitter.priceFromUSD).map((service) => {
    const offered = sitter.services.includes(service.type);
    return {
      value: service.type,
      label: service.label,
      hint: offered ? `Desde ${formatUSD(service.priceUSD)} ${service.unit}` : `${firstName(sitter.name)} no ofrece este servicio`,
      disabled: !offered,
    };
  });
  const petTypeChoices = PET_TYPES.map((value) => ({
    value,
    label: PET_TYPE_LABELS[value],
    ...(value === "CAT" && !sitter.acceptsCats ? { hint: `${firstName(sitter.name)} no cuida gatos`, disabled: true } : {}),
  }));
  const petSizeChoices = PET_SIZES.map((value) => ({
    value,
    label: PET_SIZE_LABELS[value],
    ...(value === "LARGE" && petType !== "CAT" && !sitter.acceptsLargeDogs
      ? { hint: `${firstName(sitter.name)} no cuida perros grandes`, disabled: true }
      : {}),
  }));

  return (
    <form noValidate onSubmit={(event) => form.handleSubmit(onValid, onInvalid)(event)} aria-labelledby="paso-actual" className="relative grid gap-6">
      <ol className="flex gap-2 text-sm" aria-label="Pasos de la solicitud">
        {STEPS.map((item) => (
          <li
            key={item.step}
            aria-current={item.step === step ? "step" : undefined}
            className="flex flex-1 items-center gap-2 rounded-lg border px-3 py-2 aria-[current=step]:border-primary aria-[current=step]:bg-accent aria-[current=step]:font-semibold"
          >
            <span
              aria-hidden="true"
              className="flex size-6 items-center justify-center rounded-full bg-muted text-xs font-bold"
            >
              {item.step}
            </span>
            {item.title}
          </li>
        ))}
      </ol>

      <h2 id="paso-actual" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Paso {step} de 2: {STEPS[step - 1].title}
      </h2>

      {step === 1 ? (
        <div className="grid gap-5">
          <ChoiceGroup legend="Servicio" name="service" choices={serviceChoices} registration={register("service")} error={errors.service?.message} columns={3} />
          <ChoiceGroup
            legend="Tu mascota es"
            name="petType"
            choices={petTypeChoices}
            registration={register("petType")}
            error={errors.petType?.message}
          />
          <ChoiceGroup
            legend="Tamaño"
            name="petSize"
            choices={petSizeChoices}
            registration={register("petSize")}
            error={errors.petSize?.message}
            columns={3}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="booking-start" label="Fecha de inicio" error={errors.startDate?.message}>
              {(aria) => <Input type="date" min={today} suppressHydrationWarning {...aria} {...register("startDate")} />}
            </FormField>
            <FormField id="booking-end" label="Fecha de fin" hint="Para un paseo o un día de guardería, la misma fecha." error={errors.endDate?.message}>
              {(aria) => <Input type="date" min={startDate || today} suppressHydrationWarning {...aria} {...register("endDate")} />}
            </FormField>
          </div>
          <FormField
            id="booking-notes"
            label="Notas para el cuidador (opcional)"
            hint="Rutinas, comida, medicinas, carácter: todo lo que ayude a cuidarla bien."
            error={errors.notes?.message}
          >
            {(aria) => <Textarea rows={4} maxLength={1000} {...aria} {...register("notes")} />}
          </FormField>
          <div className="flex justify-end">
            <Button type="button" size="lg" onClick={onContinue}>
              Continuar
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-5">
          {missing.shown && (
            <FormAlert id="booking-missing" tone="error">
              {BOOKING_MESSAGES.missingContact}
            </FormAlert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="booking-name" label="Tu nombre" error={missing.fieldError("name")} describedBy="booking-missing">
              {(aria) => <Input autoComplete="name" {...aria} {...register("name")} />}
            </FormField>
            <FormField id="booking-email" label="Correo electrónico" error={missing.fieldError("email")} describedBy="booking-missing">
              {(aria) => <Input type="email" autoComplete="email" {...aria} {...register("email")} />}
            </FormField>
            <FormField
              id="booking-whatsapp"
              label="WhatsApp"
              hint="Por aquí te confirmamos la disponibilidad. Ej.: 7123-4567"
              error={missing.fieldError("whatsapp")}
              describedBy="booking-missing"
            >
              {(aria) => <Input type="tel" inputMode="tel" autoComplete="tel" {...aria} {...register("whatsapp")} />}
            </FormField>
            <FormField id="booking-municipality" label="Municipio" hint="Ej.: Santa Tecla" error={missing.fieldError("municipality")} describedBy="booking-missing">
              {(aria) => <Input autoComplete="address-level2" {...aria} {...register("municipality")} />}
            </FormField>
          </div>
          <HoneypotField registration={register("company")} />
          {serverError && <FormAlert tone="error">{serverError}</FormAlert>}
          {sent && (
            <FormAlert tone="success">
              <p className="font-semibold">¡Solicitud enviada!</p>
              <p>
                Te escribiremos por WhatsApp para confirmar la disponibilidad de {sitter.name}.{" "}
                <SiteLink href={successHref} className="font-semibold underline underline-offset-4">
                  Ver los próximos pasos
                </SiteLink>
              </p>
            </FormAlert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" size="lg" onClick={() => goTo(1)} disabled={formState.isSubmitting || sent}>
              <ArrowLeftIcon aria-hidden="true" />
              Atrás
            </Button>
            <Button type="submit" size="lg" disabled={formState.isSubmitting || sent}>
              <SendIcon aria-hidden="true" />
              {sent ? "Solicitud enviada" : formState.isSubmitting ? "Enviando..." : "Enviar solicitud"}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
