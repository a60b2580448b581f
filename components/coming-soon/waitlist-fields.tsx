"use client";

import { useState, type ComponentProps } from "react";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { WHATSAPP_OPT_IN_LABELS } from "@/lib/forms/field-rules";
import { FieldShell } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useHydrated } from "@/components/forms/use-hydrated";
import { ApiError } from "@/lib/client/api";
import { TEXT_LIMITS } from "@/lib/forms/field-rules";
import type { ZoneChoiceGroup } from "@/lib/zones/zone-choices";
import {
  checkWaitlist,
  SUBMIT_FAILED,
  waitlistFields,
  waitlistValues,
  WAITLIST_CONSENT_LABEL,
  type WaitlistErrors,
  type WaitlistField,
  type WaitlistFields,
  type WaitlistKind,
  type WaitlistState,
} from "@/lib/leads/waitlist-rules";
import { PlainInput } from "@/components/forms/plain-controls";

// The parts both waitlist forms share, as plain form fields (they post without JavaScript): contact fields,
// consent, honeypot, SPEC §8's failure message, and the submit that JavaScript adds.

export { SUBMIT_FAILED };

export const CONSENT_TEXT = WAITLIST_CONSENT_LABEL;

/** A checked waitlist form, as the browser sends it to the endpoint. */
export type WaitlistValues = ReturnType<typeof waitlistValues>;

/** What either waitlist form takes from the section that shows it. */
export type WaitlistFormProps = {
  titleId: string;
  /** What the server action answered a send without JavaScript. */
  state: WaitlistState;
  action: (data: FormData) => void;
  onSubmit: (values: WaitlistValues) => Promise<void>;
  /** The departamentos and their zones for «Zona» (lib/zones/zone-choices.ts), from the server. */
  zones: ZoneChoiceGroup[];
};

type Shown = { errors: WaitlistErrors; values: Partial<WaitlistFields> };

type TextFieldProps = { name: "name" | "whatsapp" | "email"; label: string; shown: Shown } & Omit<ComponentProps<"input">, "name">;

function TextField({ name, label, shown, ...props }: TextFieldProps) {
  return (
    <FieldShell label={label} error={shown.errors[name]}>
      {(control) => <PlainInput {...control} {...props} name={name} defaultValue={shown.values[name]} />}
    </FieldShell>
  );
}

/** Name, WhatsApp and e-mail. */
export function ContactFields({ shown }: { shown: Shown }) {
  return (
    <>
      <TextField shown={shown} name="name" label="Nombre completo" autoComplete="name" maxLength={TEXT_LIMITS.name} />
      <TextField shown={shown} name="whatsapp" label="WhatsApp" type="tel" inputMode="tel" autoComplete="tel" placeholder="7123-4567" maxLength={30} />
      <TextField
        shown={shown}
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
export function ConsentField({ shown }: { shown: Shown }) {
  return <CheckboxField label={CONSENT_TEXT} error={shown.errors.consent} name="consent" defaultChecked={Boolean(shown.values.consent)} />;
}

/** The WhatsApp consent box: optional and unticked. */
export function WhatsappOptInField({ shown }: { shown: Shown }) {
  return <CheckboxField label={WHATSAPP_OPT_IN_LABELS.waitlist} name="whatsappOptIn" defaultChecked={Boolean(shown.values.whatsappOptIn)} />;
}

/** The hidden "company" field: people never see or reach it; bots that fill it get a fake success. */
export function WaitlistHoneypot() {
  return <HoneypotField />;
}

/** SPEC §8's message after a send that did not go through (with the server's reason when it gave one). */
export function WaitlistFailure({ shown }: { shown: { failed: boolean; error?: string } }) {
  if (!shown.failed) return null;
  return (
    <FormAlert>
      <p className="font-semibold">{SUBMIT_FAILED.title}</p>
      <p>{shown.error ?? SUBMIT_FAILED.description}</p>
    </FormAlert>
  );
}

/**
 * A waitlist form's state and submit. Without JavaScript the form posts to its server action and shows what it
 * answered (`state`). With it, the browser checks the form (no zod), `send`s it to the endpoint, and on failure keeps
 * everything typed, marks the field the server named and says so; on success it clears the form for next time.
 */
export function useWaitlistForm(kind: WaitlistKind, state: WaitlistState, send: (values: WaitlistValues) => Promise<void>) {
  const enhanced = useHydrated();
  const [errors, setErrors] = useState<WaitlistErrors>(state.errors ?? {});
  const [failed, setFailed] = useState(Boolean(state.failed));
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = waitlistFields(new FormData(form));
    const found = checkWaitlist(fields, kind);
    setErrors(found);
    setFailed(false);
    const first = Object.keys(found)[0];
    if (first) return form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    setPending(true);
    try {
      await send(waitlistValues(fields));
    } catch (error) {
      const field = error instanceof ApiError && error.serverMessage ? (error.field as WaitlistField | undefined) : undefined;
      if (field && field in fields && error instanceof ApiError) {
        setErrors({ [field]: error.serverMessage });
        form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      }
      setFailed(true);
      return;
    } finally {
      setPending(false);
    }
    form.reset();
  }

  return {
    onSubmit: enhanced ? onSubmit : undefined,
    pending,
    shown: { errors, values: state.values ?? {}, failed, error: enhanced ? undefined : state.error },
  };
}
