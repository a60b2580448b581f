"use client";

import { SendIcon } from "lucide-react";
import { useActionState, useEffect, useRef, useState } from "react";
import { showPageToast } from "@/components/site/page-toast";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { WHATSAPP_OPT_IN_LABELS } from "@/lib/forms/field-rules";
import { FieldError } from "@/components/forms/field-error";
import { FieldShell } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useHydrated } from "@/components/forms/use-hydrated";
import { useBasePath } from "@/components/site/base-path-context";
import { SERVICE_LABELS } from "@/lib/constants";
import { BRAND } from "@/lib/site/brand";
import { sendPublicForm } from "@/lib/client/public-form";
import { withBasePath } from "@/lib/site/routing";
import { SERVICE_ORDER } from "@/lib/sitters/prices";
import {
  APPLICATION_MESSAGES,
  APPLICATION_REQUIRED,
  APPLICATION_SUCCESS,
  applicationFields,
  checkApplication,
  toApplicationPayload,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationState,
} from "@/lib/leads/application-rules";
import { PlainButton, PlainInput } from "@/components/forms/plain-controls";
import { buttonVariants } from "@/components/ui/button-variants";

export { APPLICATION_SUCCESS };

/** The server action a form sent without JavaScript goes to (lib/leads/application-action.ts). */
export type ApplicationAction = (state: ApplicationState, data: FormData) => Promise<ApplicationState>;

/**
 * The sitter application of /unete (SPEC §5): name, e-mail, phone, municipality, services (at least one) and
 * consent (a toast when missing, and the reason under the box). Plain form fields: without JavaScript the form
 * posts to `action` and shows what it answered. With it the browser checks the form (no zod) and POSTs JSON to
 * /api/applications; on success the form is emptied, consent included, and the sent state takes its place until the
 * person chooses to send another one.
 */
export function ApplicationForm({ action }: { action: ApplicationAction }) {
  const [state, formAction] = useActionState(action, {});
  const enhanced = useHydrated();
  const base = useBasePath();
  const [errors, setErrors] = useState<ApplicationErrors>(state.errors ?? {});
  const [serverError, setServerError] = useState<string | null>(state.error ?? null);
  const [sent, setSent] = useState(Boolean(state.sent));
  const [pending, setPending] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const values = state.values ?? {};
  useEffect(() => {
    if (sent && enhanced) sentHeading.current?.focus();
  }, [sent, enhanced]);

  function show(found: ApplicationErrors, form: HTMLFormElement) {
    setErrors(found);
    const first = Object.keys(found)[0] as ApplicationField | undefined;
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setServerError(null);
    const fields = applicationFields(new FormData(form));
    const found = checkApplication(fields);
    show(found, form);
    if (found.consent) showPageToast({ tone: "error", title: APPLICATION_MESSAGES.consentTitle, description: APPLICATION_MESSAGES.consentText });
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const result = await sendPublicForm("/api/applications", toApplicationPayload(fields, window.location.href));
    setPending(false);
    if (!result.ok) {
      setServerError(result.error);
      if (result.field && result.field in fields) show({ [result.field]: result.error }, form);
      return;
    }
    form.reset();
    setSent(true);
    showPageToast({ tone: "success", title: APPLICATION_SUCCESS.title, description: APPLICATION_SUCCESS.text });
  }

  // SPEC §5's forms say "complete every field" once, for the whole form; each such field is only marked invalid.
  const missingShown = APPLICATION_REQUIRED.some((field) => errors[field] === APPLICATION_MESSAGES.missing);
  const fieldError = (field: ApplicationField) => (errors[field] === APPLICATION_MESSAGES.missing ? true : errors[field]);

  if (sent) {
    return (
      <FormAlert tone="success">
        <h3 ref={sentHeading} tabIndex={-1} className="font-semibold outline-none">
          {APPLICATION_SUCCESS.title}
        </h3>
        <p>{APPLICATION_SUCCESS.text}</p>
        {enhanced ? (
          <PlainButton type="button" variant="outline" className="mt-3 w-fit" onClick={() => setSent(false)}>
            Enviar otra solicitud
          </PlainButton>
        ) : (
          <a href={`${withBasePath(base, "/unete")}#postulacion-titulo`} className={buttonVariants({ variant: "outline", className: "mt-3 w-fit" })}>
            Enviar otra solicitud
          </a>
        )}
      </FormAlert>
    );
  }

  return (
    <form noValidate action={formAction} onSubmit={enhanced ? onSubmit : undefined} aria-labelledby="postulacion-titulo" className="relative grid gap-5">
      {missingShown && <FormAlert id="application-missing">{APPLICATION_MESSAGES.missing}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="application-name" label="Nombre completo" error={fieldError("name")} describedBy="application-missing">
          {(aria) => <PlainInput name="name" autoComplete="name" defaultValue={values.name} {...aria} />}
        </FieldShell>
        <FieldShell id="application-email" label="Correo electrónico" error={fieldError("email")} describedBy="application-missing">
          {(aria) => <PlainInput name="email" type="email" autoComplete="email" defaultValue={values.email} {...aria} />}
        </FieldShell>
        <FieldShell id="application-phone" label="WhatsApp" hint="Ej.: 7123-4567" error={fieldError("phone")} describedBy="application-missing">
          {(aria) => <PlainInput name="phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={values.phone} {...aria} />}
        </FieldShell>
        <FieldShell id="application-municipio" label="Municipio (opcional)" hint="Ej.: Antiguo Cuscatlán" error={fieldError("municipio")}>
          {(aria) => <PlainInput name="municipio" autoComplete="address-level2" defaultValue={values.municipio} {...aria} />}
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
              <input
                type="checkbox"
                name="services"
                value={service}
                defaultChecked={values.services?.includes(service)}
                className="size-4 shrink-0 accent-primary"
              />
              {SERVICE_LABELS[service]}
            </label>
          ))}
        </div>
        <FieldError id="application-services-error" message={errors.services} />
      </fieldset>

      {/* Without JavaScript the toast cannot show: its title says it here. */}
      {errors.consent && !enhanced && <FormAlert>{APPLICATION_MESSAGES.consentTitle}</FormAlert>}
      <CheckboxField
        id="application-consent"
        label={`Acepto que el equipo de ${BRAND} me contacte por WhatsApp o correo sobre mi solicitud.`}
        error={errors.consent}
        name="consent"
        defaultChecked={Boolean(values.consent)}
        onChange={(event) => event.currentTarget.checked && setErrors((now) => ({ ...now, consent: undefined }))}
      />
      <CheckboxField id="application-whatsapp-opt-in" label={WHATSAPP_OPT_IN_LABELS.request} name="whatsappOptIn" defaultChecked={Boolean(values.whatsappOptIn)} />

      <HoneypotField />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <PlainButton type="submit" size="lg" disabled={pending} className="sm:w-fit">
        <SendIcon aria-hidden="true" />
        {pending ? "Enviando..." : "Enviar solicitud"}
      </PlainButton>
    </form>
  );
}
