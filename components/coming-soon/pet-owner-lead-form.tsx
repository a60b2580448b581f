"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { petOwnerLeadSchema, type PetOwnerLeadInput } from "@/lib/leads/schemas";
import { FieldError } from "@/components/forms/field-shell";
import { ConsentField, ContactFields, useWaitlistSubmit, WaitlistHoneypot } from "./waitlist-fields";

const PET_OPTIONS = [
  { value: "DOG", label: "Perro" },
  { value: "CAT", label: "Gato" },
] as const;

/** The pet-owner waitlist form (SPEC §2): name, WhatsApp, e-mail, pet type, consent. */
export function PetOwnerLeadForm({ titleId, onSubmit }: { titleId: string; onSubmit: (values: PetOwnerLeadInput) => Promise<void> }) {
  const form = useForm({
    resolver: zodResolver(petOwnerLeadSchema),
    defaultValues: { name: "", whatsapp: "", email: "", petType: "", company: "" },
  });
  const submit = useWaitlistSubmit(form, onSubmit);
  const pending = form.formState.isSubmitting;
  const id = useId();

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby={titleId} className="relative grid gap-5">
        <ContactFields />
        <Controller
          control={form.control}
          name="petType"
          render={({ field, fieldState }) => (
            <div className="grid gap-3">
              <p id={`${id}-legend`} className="text-sm leading-none font-medium">
                ¿Qué mascota tienes? (opcional)
              </p>
              <RadioGroup
                ref={field.ref}
                aria-labelledby={`${id}-legend`}
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? `${id}-error` : undefined}
                value={typeof field.value === "string" ? field.value : ""}
                onValueChange={field.onChange}
                className="flex flex-wrap gap-6"
              >
                {PET_OPTIONS.map((option) => (
                  <div key={option.value} className="flex items-center gap-2">
                    <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
                    <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                      {option.label}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
              <FieldError id={`${id}-error`} message={fieldState.error?.message} />
            </div>
          )}
        />
        <ConsentField />
        <WaitlistHoneypot />
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
          {pending ? <Spinner label="Enviando..." /> : null}
          Enviar registro
        </Button>
      </form>
    </FormProvider>
  );
}
