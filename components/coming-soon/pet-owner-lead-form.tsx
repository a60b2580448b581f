"use client";

import { useId } from "react";
import { Spinner } from "@/components/ui/spinner";
import { FieldError } from "@/components/forms/field-error";
import { ConsentField, ContactFields, WhatsappOptInField, useWaitlistForm, WaitlistFailure, WaitlistHoneypot, type WaitlistFormProps } from "./waitlist-fields";
import { ZoneFields } from "./zone-fields";
import { PlainButton } from "@/components/forms/plain-controls";

const PET_OPTIONS = [
  { value: "DOG", label: "Perro" },
  { value: "CAT", label: "Gato" },
] as const;

/** The pet-owner waitlist form (SPEC §2): name, WhatsApp, e-mail, departamento and zona, pet type (native radios), consent. */
export function PetOwnerLeadForm({ titleId, state, action, onSubmit, zones }: WaitlistFormProps) {
  const { onSubmit: submit, pending, shown } = useWaitlistForm("pet-owner", state, onSubmit);
  const id = useId();
  const error = shown.errors.petType;

  return (
    <form noValidate action={action} onSubmit={submit} aria-labelledby={titleId} className="relative grid gap-5">
      <ContactFields shown={shown} />
      <ZoneFields zones={zones} values={shown.values} error={shown.errors.zone} />
      <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-3 text-sm leading-none font-medium">¿Qué mascota tienes? (opcional)</legend>
        <div className="flex flex-wrap gap-6">
          {PET_OPTIONS.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="petType"
                value={option.value}
                defaultChecked={shown.values.petType === option.value}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
      <ConsentField shown={shown} />
      <WhatsappOptInField shown={shown} />
      <WaitlistHoneypot />
      <WaitlistFailure shown={shown} />
      <PlainButton type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? <Spinner label="Enviando..." /> : null}
        Enviar registro
      </PlainButton>
    </form>
  );
}
