"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FieldError, FieldShell } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SERVICE_LABELS } from "@/lib/constants";
import { BRAND } from "@/lib/site/brand";
import { applyServerError, formWideMessage } from "@/lib/client/form-errors";
import { sendPublicForm } from "@/lib/client/public-form";
import { SERVICE_ORDER } from "@/lib/sitters/profile-adapter";
import {
  APPLICATION_MESSAGES,
  applicationFormSchema,
  toApplicationRequest,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from "@/lib/leads/schemas";

const EMPTY: ApplicationFormInput = { name: "", email: "", phone: "", municipio: "", services: [], consent: false, company: "" };
const REQUIRED = ["name", "email", "phone"] as const;

export const APPLICATION_SUCCESS = {
  title: "¡Recibimos tu solicitud!",
  text: "La revisamos en 24-48 horas y te escribimos por WhatsApp o correo con los siguientes pasos.",
} as const;

/**
 * The sitter application of /unete (SPEC §5): name, e-mail, phone, municipality, services (at least one) and
 * consent (a toast when missing, and the reason under the box). On success the form is emptied, consent
 * included, and the sent state takes its place until the person chooses to send another one.
 */
export function ApplicationForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: EMPTY,
  });
  const { register, formState, reset, setFocus } = form;
  const errors = formState.errors;
  // The reason under the box shows once a send was refused for it, while the box stays unchecked.
  const consent = useWatch({ control: form.control, name: "consent" });
  const consentError = consentMissing && !consent;
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  async function onValid(values: ApplicationFormValues) {
    setServerError(null);
    if (!values.consent) {
      toast.error(APPLICATION_MESSAGES.consentTitle, { description: APPLICATION_MESSAGES.consentText });
      setConsentMissing(true);
      setFocus("consent");
      return;
    }
    const result = await sendPublicForm("/api/applications", toApplicationRequest(values, window.location.href));
    if (!result.ok) {
      setServerError(result.error);
      applyServerError(form, result);
      return;
    }
    reset(EMPTY);
    setSent(true);
    toast.success(APPLICATION_SUCCESS.title, { description: APPLICATION_SUCCESS.text });
  }

  const missing = formWideMessage(errors, REQUIRED, APPLICATION_MESSAGES.missing);

  if (sent) {
    return (
      <FormAlert tone="success">
        <h3 ref={sentHeading} tabIndex={-1} className="font-semibold outline-none">
          {APPLICATION_SUCCESS.title}
        </h3>
        <p>{APPLICATION_SUCCESS.text}</p>
        <Button type="button" variant="outline" className="mt-3 w-fit" onClick={() => setSent(false)}>
          Enviar otra solicitud
        </Button>
      </FormAlert>
    );
  }

  return (
    <form noValidate onSubmit={(event) => form.handleSubmit(onValid)(event)} aria-labelledby="postulacion-titulo" className="relative grid gap-5">
      {missing.shown && (
<FormAlert id="application-missing">{APPLICATION_MESSAGES.missing}</FormAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="application-name" label="Nombre completo" error={missing.fieldError("name")} describedBy="application-missing">
          {(aria) => <Input autoComplete="name" {...aria} {...register("name")} />}
        </FieldShell>
        <FieldShell id="application-email" label="Correo electrónico" error={missing.fieldError("email")} describedBy="application-missing">
          {(aria) => <Input type="email" autoComplete="email" {...aria} {...register("email")} />}
        </FieldShell>
        <FieldShell
          id="application-phone"
          label="WhatsApp"
          hint="Ej.: 7123-4567"
          error={missing.fieldError("phone")}
          describedBy="application-missing"
        >
          {(aria) => <Input type="tel" inputMode="tel" autoComplete="tel" {...aria} {...register("phone")} />}
        </FieldShell>
        <FieldShell id="application-municipio" label="Municipio (opcional)" hint="Ej.: Antiguo Cuscatlán" error={missing.fieldError("municipio")}>
          {(aria) => <Input autoComplete="address-level2" {...aria} {...register("municipio")} />}
        </FieldShell>
      </div>

      <fieldset className="grid gap-2" aria-describedby={errors.services ? "application-services-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">¿Qué servicios quieres ofrecer?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SERVICE_ORDER.map((service) => (
            <label
              key={service}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-input bg-background p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input type="checkbox" value={service} className="size-4 shrink-0 accent-primary" {...register("services")} />
              {SERVICE_LABELS[service]}
            </label>
          ))}
        </div>
        <FieldError id="application-services-error" message={errors.services?.message} />
      </fieldset>

      <CheckboxField
        id="application-consent"
        label={`Acepto que el equipo de ${BRAND} me contacte por WhatsApp o correo sobre mi solicitud.`}
        error={consentError ? APPLICATION_MESSAGES.consentText : undefined}
        registration={register("consent")}
      />

      <HoneypotField registration={register("company")} />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" size="lg" disabled={formState.isSubmitting} className="sm:w-fit">
        <SendIcon aria-hidden="true" />
        {formState.isSubmitting ? "Enviando..." : "Enviar solicitud"}
      </Button>
    </form>
  );
}
