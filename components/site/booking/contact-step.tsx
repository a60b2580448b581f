"use client";

import { ArrowLeftIcon, SendIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { FieldShell } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { SiteLink } from "@/components/site/base-path";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { BOOKING_CONTACT_FIELDS, BOOKING_MESSAGES, type BookingFormInput, type BookingFormValues } from "@/lib/bookings/request-schema";
import { formWideMessage } from "@/lib/client/form-errors";

/**
 * Step 2: who is asking (name, e-mail, WhatsApp, municipality), the server's refusal if any, and once sent the
 * message with the link to the next steps.
 */
export function ContactStep({
  form,
  sitterName,
  serverError,
  sent,
  successHref,
  onBack,
}: {
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>;
  sitterName: string;
  serverError: string | null;
  sent: boolean;
  successHref: string;
  onBack: () => void;
}) {
  const { register, formState } = form;
  const missing = formWideMessage(formState.errors, BOOKING_CONTACT_FIELDS, BOOKING_MESSAGES.missingContact);
  return (
    <div className="grid gap-5">
      {missing.shown && <FormAlert id="booking-missing">{BOOKING_MESSAGES.missingContact}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="booking-name" label="Tu nombre" error={missing.fieldError("name")} describedBy="booking-missing">
          {(control) => <Input autoComplete="name" {...control} {...register("name")} />}
        </FieldShell>
        <FieldShell id="booking-email" label="Correo electrónico" error={missing.fieldError("email")} describedBy="booking-missing">
          {(control) => <Input type="email" autoComplete="email" {...control} {...register("email")} />}
        </FieldShell>
        <FieldShell
          id="booking-whatsapp"
          label="WhatsApp"
          hint="Por aquí te confirmamos la disponibilidad. Ej.: 7123-4567"
          error={missing.fieldError("whatsapp")}
          describedBy="booking-missing"
        >
          {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" {...control} {...register("whatsapp")} />}
        </FieldShell>
        <FieldShell id="booking-municipality" label="Municipio" hint="Ej.: Santa Tecla" error={missing.fieldError("municipality")} describedBy="booking-missing">
          {(control) => <Input autoComplete="address-level2" {...control} {...register("municipality")} />}
        </FieldShell>
      </div>
      <HoneypotField registration={register("company")} />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {sent && (
        <FormAlert tone="success">
          <p className="font-semibold">¡Solicitud enviada!</p>
          <p>
            Te escribiremos por WhatsApp para confirmar la disponibilidad de {sitterName}.{" "}
            <SiteLink href={successHref} className="font-semibold underline underline-offset-4">
              Ver los próximos pasos
            </SiteLink>
          </p>
        </FormAlert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={formState.isSubmitting || sent}>
          <ArrowLeftIcon aria-hidden="true" />
          Atrás
        </Button>
        <Button type="submit" size="lg" disabled={formState.isSubmitting || sent}>
          <SendIcon aria-hidden="true" />
          {sent ? "Solicitud enviada" : formState.isSubmitting ? "Enviando..." : "Enviar solicitud"}
        </Button>
      </div>
    </div>
  );
}
