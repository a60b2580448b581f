"use client";

import { useEffect } from "react";
import { ArrowRightIcon } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FieldShell } from "@/components/forms/field-shell";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BookingFormInput, BookingFormValues } from "@/lib/bookings/request-schema";
import { PET_SIZE_LABELS, PET_SIZES, PET_TYPE_LABELS, PET_TYPES, SERVICE_LABELS } from "@/lib/constants";
import { firstName, formatUSD } from "@/lib/format/text";
import { SERVICE_ORDER, SERVICE_UNITS } from "@/lib/sitters/profile-adapter";
import { unavailableDaysMessage } from "@/lib/sitters/availability";
import { isIsoDate } from "@/lib/dates";
import type { BookingSitter } from "./booking-steps";

/** The error type of a start date whose range touches the sitter's blocked days. */
export const BLOCKED_DAYS = "blocked-days";

/**
 * Step 1: service, pet, size, dates and notes. Everything is shown; what this sitter does not take is disabled
 * with the reason, before anyone chooses it.
 */
export function DetailsStep({
  form,
  sitter,
  today,
  onContinue,
}: {
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>;
  sitter: BookingSitter;
  /** El Salvador's day: the dates' minimum. */
  today: string;
  onContinue: () => void;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  const startDate = useWatch({ control: form.control, name: "startDate" });
  const petType = useWatch({ control: form.control, name: "petType" });
  const endDate = useWatch({ control: form.control, name: "endDate" });
  // Said as soon as the dates touch blocked days (naming them); "Continuar" then stops on the same message, and the
  // server refuses them too (409).
  const taken =
    startDate && isIsoDate(startDate) && !errors.startDate
      ? unavailableDaysMessage(sitter.name, sitter.blocked, startDate, endDate && isIsoDate(endDate) && endDate >= startDate ? endDate : startDate)
      : null;
  const who = firstName(sitter.name);
  // "Continuar" stopped on blocked days: new dates clear that error (the message above follows them).
  useEffect(() => {
    if (form.getFieldState("startDate").error?.type === BLOCKED_DAYS) form.clearErrors("startDate");
  }, [startDate, endDate, form]);

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

  return (
    <div className="grid gap-5">
      <ChoiceGroup legend="Servicio" name="service" choices={serviceChoices} registration={register("service")} error={errors.service?.message} columns={3} />
      <ChoiceGroup legend="Tu mascota es" name="petType" choices={petTypeChoices} registration={register("petType")} error={errors.petType?.message} />
      <ChoiceGroup
        legend="Tamaño"
        name="petSize"
        choices={petSizeChoices}
        registration={register("petSize")}
        error={errors.petSize?.message}
        columns={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="booking-start" label="Fecha de inicio" error={errors.startDate?.message}>
          {(control) => <Input type="date" min={today} suppressHydrationWarning {...control} {...register("startDate")} />}
        </FieldShell>
        <FieldShell id="booking-end" label="Fecha de fin" hint="Para un paseo o un día de guardería, la misma fecha." error={errors.endDate?.message}>
          {(control) => <Input type="date" min={startDate || today} suppressHydrationWarning {...control} {...register("endDate")} />}
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
        error={errors.notes?.message}
      >
        {(control) => <Textarea rows={4} maxLength={1000} {...control} {...register("notes")} />}
      </FieldShell>
      <div className="flex justify-end">
        <Button type="button" size="lg" onClick={onContinue}>
          Continuar
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
