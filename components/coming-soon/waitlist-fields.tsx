"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { Controller, useFormContext, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/client/api";
import { BRAND } from "@/lib/site/brand";
import { TEXT_LIMITS } from "@/lib/fields";

// The parts both waitlist forms share: labelled fields with their errors announced, consent, honeypot, and
// what happens when a submit fails. The fields read the form from react-hook-form's FormProvider.

/** The fields both waitlists have (SPEC §2). */
type ContactValues = { name: string; whatsapp: string; email: string; consent?: boolean; company?: unknown };

export const CONSENT_TEXT = `Acepto ser contactado por el equipo de ${BRAND}.`;

export const SUBMIT_FAILED = {
  title: "Error al enviar",
  description: "Hubo un problema al procesar tu solicitud. Por favor, intenta de nuevo.",
} as const;

/** A label, one control and its error: the control gets its id, aria-invalid and aria-describedby. */
export function FormField({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string;
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

type TextFieldProps = { name: "name" | "whatsapp" | "email"; label: string } & Omit<ComponentProps<"input">, "name">;

function TextField({ name, label, ...props }: TextFieldProps) {
  const { register, formState } = useFormContext<ContactValues>();
  return (
    <FormField label={label} error={formState.errors[name]?.message}>
      {(control) => <Input {...control} {...props} {...register(name)} />}
    </FormField>
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
  const { control } = useFormContext<ContactValues>();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name="consent"
      render={({ field, fieldState }) => (
        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            <Label htmlFor={id} className="leading-snug font-normal">
              {CONSENT_TEXT}
            </Label>
          </div>
          <FieldError id={errorId} message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}

/** The hidden "company" field: people never see or reach it; bots that fill it get a fake success. */
export function HoneypotField() {
  const { register } = useFormContext<ContactValues>();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        No completes este campo
        <input type="text" tabIndex={-1} autoComplete="off" {...register("company")} />
      </label>
    </div>
  );
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
      if (error instanceof ApiError && error.field && error.serverMessage && error.field in form.getValues()) {
        form.setError(error.field as Path<T>, { message: error.serverMessage }, { shouldFocus: true });
      }
      toast.error(SUBMIT_FAILED.title, { description: SUBMIT_FAILED.description });
      return;
    }
    form.reset();
  });
}
