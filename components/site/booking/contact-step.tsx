"use client";

import { ArrowLeftIcon, SendIcon } from "lucide-react";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FieldShell } from "@/components/forms/field-shell";
import { PlainButton, PlainInput } from "@/components/forms/plain-controls";
import { FormAlert } from "@/components/forms/form-alert";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { SiteLink } from "@/components/site/base-path";
import { BOOKING_CONTACT_FIELDS, BOOKING_MESSAGES, type BookingFieldErrors, type BookingFormFields } from "@/lib/bookings/intake/form-rules";
import { WHATSAPP_OPT_IN_LABELS } from "@/lib/forms/field-rules";
import { formatUSD } from "@/lib/format/text";

/** An earlier booking's pet file the new request may copy (lib/bookings/intake/rebook.ts). */
export type PetFileCopy = { token: string; name: string; vetSpendCapUSD: number };

/**
 * Step 2: who is asking (name, e-mail, WhatsApp, municipality), the server's refusal if any, and once sent the
 * message with the link to the next steps. A missing field is said once for the whole form (SPEC §5).
 */
export function ContactStep({
  errors,
  values,
  sitterName,
  serverError,
  submitting,
  sent,
  successHref,
  onBack,
  petFileCopy,
}: {
  errors: BookingFieldErrors;
  values: Partial<BookingFormFields>;
  sitterName: string;
  serverError: string | null;
  submitting: boolean;
  sent: boolean;
  successHref: string;
  /** The two-step form's way back, hidden without JavaScript (the details are then on the same page). */
  onBack: () => void;
  /** "Reservar de nuevo": the earlier booking's pet file, offered as a copy (ticked unless the owner unticked it). */
  petFileCopy?: PetFileCopy;
}) {
  const missingShown = BOOKING_CONTACT_FIELDS.some((field) => errors[field] === BOOKING_MESSAGES.missingContact);
  const fieldError = (field: (typeof BOOKING_CONTACT_FIELDS)[number]) =>
    errors[field] === BOOKING_MESSAGES.missingContact ? true : errors[field] || undefined;
  return (
    <div className="grid gap-5">
      {missingShown && <FormAlert id="booking-missing">{BOOKING_MESSAGES.missingContact}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="booking-name" label="Tu nombre" error={fieldError("name")} describedBy="booking-missing">
          {(control) => <PlainInput name="name" autoComplete="name" defaultValue={values.name} {...control} />}
        </FieldShell>
        <FieldShell id="booking-email" label="Correo electrónico" error={fieldError("email")} describedBy="booking-missing">
          {(control) => <PlainInput type="email" name="email" autoComplete="email" defaultValue={values.email} {...control} />}
        </FieldShell>
        <FieldShell
          id="booking-whatsapp"
          label="WhatsApp"
          hint="Tu cuidador lo recibe al confirmar, para coordinar la entrega. Ej.: 7123-4567"
          error={fieldError("whatsapp")}
          describedBy="booking-missing"
        >
          {(control) => <PlainInput type="tel" name="whatsapp" inputMode="tel" autoComplete="tel" defaultValue={values.whatsapp} {...control} />}
        </FieldShell>
        <FieldShell id="booking-municipality" label="Municipio" hint="Ej.: Santa Tecla" error={fieldError("municipality")} describedBy="booking-missing">
          {(control) => <PlainInput name="municipality" autoComplete="address-level2" defaultValue={values.municipality} {...control} />}
        </FieldShell>
      </div>
      {petFileCopy && (
        <CheckboxField
          name="petFileFrom"
          value={petFileCopy.token}
          defaultChecked={values.petFileFrom === undefined || values.petFileFrom !== ""}
          label={`Copiar la ficha de ${petFileCopy.name} a esta solicitud`}
          hint={
            petFileCopy.vetSpendCapUSD > 0
              ? `Incluye tu autorización de gastos veterinarios hasta ${formatUSD(petFileCopy.vetSpendCapUSD)}. Puedes cambiarla desde tu enlace de seguimiento.`
              : "Comida, medicinas, veterinario y contactos de emergencia. Puedes cambiarla desde tu enlace de seguimiento."
          }
        />
      )}
      <CheckboxField
        name="whatsappOptIn"
        defaultChecked={values.whatsappOptIn === "on"}
        label={WHATSAPP_OPT_IN_LABELS.request}
        hint="Además del correo. La primera vez te escribimos para que confirmes el número: responde SÍ. Puedes dejar de recibirlos cuando quieras respondiendo BAJA."
      />
      <HoneypotField />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {sent && (
        <FormAlert tone="success">
          <p className="font-semibold">¡Solicitud enviada!</p>
          <p>
            Te avisamos por correo cuando {sitterName} responda.{" "}
            <SiteLink href={successHref} className="font-semibold underline underline-offset-4">
              Ver los próximos pasos
            </SiteLink>
          </p>
        </FormAlert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <PlainButton type="button" variant="outline" size="lg" onClick={onBack} disabled={submitting || sent} data-js-only>
          <ArrowLeftIcon aria-hidden="true" />
          Atrás
        </PlainButton>
        <PlainButton type="submit" size="lg" disabled={submitting || sent} className="sm:ml-auto">
          <SendIcon aria-hidden="true" />
          {sent ? "Solicitud enviada" : submitting ? "Enviando..." : "Enviar solicitud"}
        </PlainButton>
      </div>
    </div>
  );
}
