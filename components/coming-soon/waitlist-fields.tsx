"use client";

import type { ComponentProps } from "react";
import { useFormContext, type FieldValues, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FieldShell } from "@/components/forms/field-shell";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/client/api";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { BRAND } from "@/lib/site/brand";
import { TEXT_LIMITS } from "@/lib/fields";

// The parts both waitlist forms share (built from components/forms): contact fields, consent, honeypot, and
// what happens when a submit fails. The fields read the form from react-hook-form's FormProvider.

/** The fields both waitlists have (SPEC §2). */
type ContactValues = { name: string; whatsapp: string; email: string; consent?: boolean; company?: unknown };

export const CONSENT_TEXT = `Acepto ser contactado por el equipo de ${BRAND}.`;

export const SUBMIT_FAILED = {
  title: "Error al enviar",
  description: "Hubo un problema al procesar tu solicitud. Por favor, intenta de nuevo.",
} as const;

type TextFieldProps = { name: "name" | "whatsapp" | "email"; label: string } & Omit<ComponentProps<"input">, "name">;

function TextField({ name, label, ...props }: TextFieldProps) {
  const { register, formState } = useFormContext<ContactValues>();
  return (
    <FieldShell label={label} error={formState.errors[name]?.message}>
      {(control) => <Input {...control} {...props} {...register(name)} />}
    </FieldShell>
  );
}

/** Name, WhatsApp and e-mail. */
export function ContactFields() {
  return (
    <>
      <TextField name="name" label="Nombre completo" autoComplete="name" maxLength={TEXT_LIMITS.name} />
      <TextField name="whatsapp" label="WhatsApp" type="tel" inputMode="tel" autoComplete="tel" placeholder="7123-4567" maxLength={30} />
      <TextField
        name="email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        placeholder="tu@correo.com"
        maxLength={TEXT_LIMITS.email}
      />
    </>
  );
}

/** SPEC §2's consent: required, with SPEC §5's message. */
export function ConsentField() {
  const { register, formState } = useFormContext<ContactValues>();
  return <CheckboxField label={CONSENT_TEXT} error={formState.errors.consent?.message} registration={register("consent")} />;
}

/** The hidden "company" field: people never see or reach it; bots that fill it get a fake success. */
export function WaitlistHoneypot() {
  const { register } = useFormContext<ContactValues>();
  return <HoneypotField registration={register("company")} />;
}

/**
 * The submit handler of a waitlist form. On failure it keeps everything typed, marks the field the server
 * named (if any) and shows SPEC §8's toast; on success it clears the form for next time.
 */
export function useWaitlistSubmit<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  send: (values: Output) => Promise<void>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (error instanceof ApiError && error.serverMessage) applyServerError(form, failureOf(error, error.serverMessage));
      toast.error(SUBMIT_FAILED.title, { description: SUBMIT_FAILED.description });
      return;
    }
    form.reset();
  });
}
