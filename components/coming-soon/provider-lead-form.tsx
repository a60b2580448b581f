"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { providerLeadSchema, type ProviderLeadInput } from "@/lib/leads/schemas";
import { TEXT_LIMITS } from "@/lib/fields";
import { FieldShell } from "@/components/forms/field-shell";
import { ConsentField, ContactFields, useWaitlistSubmit, WaitlistHoneypot } from "./waitlist-fields";

/** The caregiver waitlist form (SPEC §2): name, WhatsApp, e-mail, motivation, consent. */
export function ProviderLeadForm({ titleId, onSubmit }: { titleId: string; onSubmit: (values: ProviderLeadInput) => Promise<void> }) {
  const form = useForm({
    resolver: zodResolver(providerLeadSchema),
    defaultValues: { name: "", whatsapp: "", email: "", motivation: "", company: "" },
  });
  const submit = useWaitlistSubmit(form, onSubmit);
  const pending = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby={titleId} className="relative grid gap-5">
        <ContactFields />
        <FieldShell label="¿Por qué quieres ser cuidador? (opcional)" error={form.formState.errors.motivation?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={TEXT_LIMITS.motivation}
              placeholder="Cuéntanos sobre tu experiencia con perros y gatos."
              {...form.register("motivation")}
            />
          )}
        </FieldShell>
        <ConsentField />
        <WaitlistHoneypot />
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
          {pending ? "Enviando..." : "Enviar solicitud"}
        </Button>
      </form>
    </FormProvider>
  );
}
