"use client";

import { TEXT_LIMITS } from "@/lib/forms/field-rules";
import { FieldShell } from "@/components/forms/field-shell";
import { ConsentField, ContactFields, WhatsappOptInField, useWaitlistForm, WaitlistFailure, WaitlistHoneypot, type WaitlistFormProps } from "./waitlist-fields";
import { ZoneFields } from "./zone-fields";
import { PlainButton, PlainTextarea } from "@/components/forms/plain-controls";

/** The caregiver waitlist form (SPEC §2): name, WhatsApp, e-mail, departamento and zona, motivation, consent. */
export function ProviderLeadForm({ titleId, state, action, onSubmit, zones }: WaitlistFormProps) {
  const { onSubmit: submit, pending, shown } = useWaitlistForm("provider", state, onSubmit);
  return (
    <form noValidate action={action} onSubmit={submit} aria-labelledby={titleId} className="relative grid gap-5">
      <ContactFields shown={shown} />
      <ZoneFields zones={zones} values={shown.values} error={shown.errors.zone} />
      <FieldShell label="¿Por qué quieres ser cuidador? (opcional)" error={shown.errors.motivation}>
        {(control) => (
          <PlainTextarea
            {...control}
            name="motivation"
            rows={4}
            maxLength={TEXT_LIMITS.motivation}
            placeholder="Cuéntanos sobre tu experiencia con perros y gatos."
            defaultValue={shown.values.motivation}
          />
        )}
      </FieldShell>
      <ConsentField shown={shown} />
      <WhatsappOptInField shown={shown} />
      <WaitlistHoneypot />
      <WaitlistFailure shown={shown} />
      <PlainButton type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? "Enviando..." : "Enviar solicitud"}
      </PlainButton>
    </form>
  );
}
