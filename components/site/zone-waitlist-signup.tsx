"use client";

import { useActionState, useState } from "react";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { PlainButton, PlainInput, PlainLabel } from "@/components/forms/plain-controls";
import { WHATSAPP_OPT_IN_LABELS } from "@/lib/forms/field-rules";
import { WAITLIST_CONSENT_LABEL, type WaitlistState } from "@/lib/leads/waitlist-rules";

/** The server action a page passes in (lib/leads/waitlist-actions.ts `joinZoneWaitlist`): browser code never imports it. */
export type ZoneWaitlistAction = (previous: WaitlistState, data: FormData) => Promise<WaitlistState>;

type Props = { zone: { slug: string; name: string }; searched: string; title: string; text: string; action: ZoneWaitlistAction };

/**
 * "Aún no llegamos a {zona}": where a search finds nobody, a short form to join that zone's list, with the
 * zone and what was searched; the family hears from us when the zone opens (lib/zones/opening.ts), by WhatsApp too
 * when they tick its box and their number answers its confirmation. The button comes after the boxes, as in every
 * form of the site: what you agree to is read before sending.
 */
export function ZoneWaitlistSignup({ zone, searched, title, text, action }: Props) {
  // Without JavaScript the form posts to the server action, whose answer is `posted`. With it, `submit` calls the same
  // action and keeps the page, and a lost connection is said here instead of breaking the page. No JSON client and no
  // lazy loading: the form costs a phone less script than either would.
  const [posted, postAction] = useActionState(action, {});
  const [answer, setAnswer] = useState<WaitlistState | null>(null);
  const [sending, setSending] = useState(false);
  const [askedWhatsapp, setAskedWhatsapp] = useState(false);
  const { done, error } = answer ?? posted;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setAskedWhatsapp(data.get("whatsappOptIn") === "on");
    setSending(true);
    try {
      setAnswer(await action(posted, data));
    } catch {
      setAnswer({ error: "No pudimos guardar tus datos. Revisa tu internet e intenta de nuevo." });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="zone-waitlist-title" className="grid gap-3 rounded-xl border border-dashed bg-card px-6 py-8">
      <h2 id="zone-waitlist-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{text}</p>
      {done ? (
        <div role="status" className="grid gap-1">
          <p className="font-medium text-primary">¡Listo! Estás en la lista de {zone.name}: te escribimos apenas un cuidador de la zona pueda atenderte.</p>
          {askedWhatsapp && <p className="text-sm text-muted-foreground">Te enviamos un WhatsApp para confirmar tu número: responde SÍ y te avisamos también por ahí.</p>}
        </div>
      ) : (
        <form action={postAction} onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-end" aria-label={`Lista de espera de ${zone.name}`}>
          <div className="grid gap-1">
            <PlainLabel htmlFor="zone-waitlist-name">
              Nombre
            </PlainLabel>
            <PlainInput id="zone-waitlist-name" name="name" defaultValue={posted.values?.name} autoComplete="name" required maxLength={100} />
          </div>
          <div className="grid gap-1">
            <PlainLabel htmlFor="zone-waitlist-whatsapp">
              WhatsApp
            </PlainLabel>
            <PlainInput id="zone-waitlist-whatsapp" name="whatsapp" defaultValue={posted.values?.whatsapp} type="tel" autoComplete="tel" required placeholder="7123-4567" />
          </div>
          <div className="grid gap-1">
            <PlainLabel htmlFor="zone-waitlist-email">
              Correo
            </PlainLabel>
            <PlainInput id="zone-waitlist-email" name="email" defaultValue={posted.values?.email} type="email" autoComplete="email" required />
          </div>
          <div className="grid gap-2 sm:col-span-3">
            <CheckboxField name="consent" label={WAITLIST_CONSENT_LABEL} defaultChecked={Boolean(posted.values?.consent)} />
            <CheckboxField name="whatsappOptIn" label={WHATSAPP_OPT_IN_LABELS.waitlist} defaultChecked={Boolean(posted.values?.whatsappOptIn)} />
          </div>
          <input type="text" name="company" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
          <input type="hidden" name="zone" value={zone.slug} />
          <input type="hidden" name="searched" value={searched} />
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-3">
              {error}
            </p>
          )}
          <PlainButton type="submit" disabled={sending} className="sm:justify-self-start">
            Avísame
          </PlainButton>
        </form>
      )}
    </section>
  );
}
