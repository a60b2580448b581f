"use client";

import { useState } from "react";
import { ArrowRightIcon } from "lucide-react";
import { FieldShell } from "@/components/forms/field-shell";
import { PlainButton, PlainInput, PlainTextarea } from "@/components/forms/plain-controls";
import { ChoiceGroup } from "@/components/forms/choice-group";
import type { BookingFieldErrors, BookingFormFields } from "@/lib/bookings/intake/form-rules";
import { PET_SIZE_LABELS, PET_SIZES, PET_TYPE_LABELS, PET_TYPES, SERVICE_LABELS } from "@/lib/constants";
import { firstName, formatUSD } from "@/lib/format/text";
import { SERVICE_ORDER, SERVICE_UNITS } from "@/lib/sitters/prices";
import { unavailableDaysMessage } from "@/lib/sitters/availability";
import { isIsoDate } from "@/lib/dates";
import type { BookingSitter } from "./booking-sitter";

/**
 * Step 1: service, pet, size, dates and notes, as plain form fields (they post without JavaScript). Everything is
 * shown; what this sitter does not take is disabled with the reason, before anyone chooses it. `onContinue` is the
 * two-step form's button, hidden without JavaScript (the contact fields then follow on the same page).
 */
export function DetailsStep({
  errors,
  values,
  sitter,
  today,
  onContinue,
}: {
  errors: BookingFieldErrors;
  /** What the form holds at first (the page's defaults, or what a refused send had). */
  values: Partial<BookingFormFields>;
  sitter: BookingSitter;
  /** El Salvador's day: the dates' minimum. */
  today: string;
  onContinue: () => void;
}) {
  // What the fields below depend on, followed as the person types (the inputs themselves keep their values).
  const [picked, setPicked] = useState({ petType: values.petType ?? "", startDate: values.startDate ?? "", endDate: values.endDate ?? "" });
  const { petType, startDate, endDate } = picked;
  // Said as soon as the dates touch blocked days (naming them); "Continuar" then stops on the same message, and the
  // server refuses them too (409).
  const taken =
    startDate && isIsoDate(startDate) && !errors.startDate
      ? unavailableDaysMessage(sitter.name, sitter.blocked, startDate, endDate && isIsoDate(endDate) && endDate >= startDate ? endDate : startDate)
      : null;
  const who = firstName(sitter.name);

  // The sitter's own price of each service they offer, as their profile lists it.
  const serviceChoices = SERVICE_ORDER.map((type) => {
    const price = sitter.prices.find((entry) => entry.type === type);
    return {
      value: type,
      label: SERVICE_LABELS[type],
      hint: price ? `Desde ${formatUSD(price.priceUSD)} ${SERVICE_UNITS[type]}` : `${who} no ofrece este servicio`,
      disabled: !price,
    };
  });
  const petTypeChoices = PET_TYPES.map((value) => ({
    value,
    label: PET_TYPE_LABELS[value],
    ...(value === "CAT" && !sitter.acceptsCats ? { hint: `${who} no cuida gatos`, disabled: true } : {}),
  }));
  const petSizeChoices = PET_SIZES.map((value) => ({
    value,
    label: PET_SIZE_LABELS[value],
    ...(value === "LARGE" && petType !== "CAT" && !sitter.acceptsLargeDogs ? { hint: `${who} no cuida perros grandes`, disabled: true } : {}),
  }));

  function follow(event: React.ChangeEvent<HTMLDivElement>) {
    const target = event.target as unknown as HTMLInputElement;
    if (target.name === "petType" || target.name === "startDate" || target.name === "endDate") setPicked((now) => ({ ...now, [target.name]: target.value }));
  }

  return (
    <div className="grid gap-5" onChange={follow}>
      <ChoiceGroup legend="Servicio" name="service" choices={serviceChoices} defaultValue={values.service} error={errors.service} columns={3} />
      <ChoiceGroup legend="Tu mascota es" name="petType" choices={petTypeChoices} defaultValue={values.petType} error={errors.petType} />
      <ChoiceGroup legend="Tamaño" name="petSize" choices={petSizeChoices} defaultValue={values.petSize} error={errors.petSize} columns={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="booking-start" label="Fecha de inicio" error={errors.startDate}>
          {(control) => <PlainInput type="date" name="startDate" min={today} defaultValue={values.startDate} suppressHydrationWarning {...control} />}
        </FieldShell>
        <FieldShell id="booking-end" label="Fecha de fin" hint="Para un paseo o un día de guardería, la misma fecha." error={errors.endDate}>
          {(control) => <PlainInput type="date" name="endDate" min={startDate || today} defaultValue={values.endDate} suppressHydrationWarning {...control} />}
        </FieldShell>
      </div>
      {taken && (
        <p role="status" className="-mt-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          {taken} Mira su calendario en su perfil.
        </p>
      )}
      <FieldShell
        id="booking-notes"
        label="Notas para el cuidador (opcional)"
        hint="Rutinas, comida, medicinas, carácter: todo lo que ayude a cuidarla bien."
        error={errors.notes}
      >
        {(control) => <PlainTextarea name="notes" rows={4} maxLength={1000} defaultValue={values.notes} {...control} />}
      </FieldShell>
      <div data-js-only className="flex justify-end">
        <PlainButton type="button" size="lg" onClick={onContinue}>
          Continuar
          <ArrowRightIcon aria-hidden="true" />
        </PlainButton>
      </div>
    </div>
  );
}
