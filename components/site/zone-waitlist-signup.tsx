"use client";

import { useActionState, useState } from "react";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { PlainButton, PlainInput, PlainLabel } from "@/components/forms/plain-controls";
import { WAITLIST_CONSENT_LABEL, type WaitlistState } from "@/lib/leads/waitlist-rules";

/** The server action a page passes in (lib/leads/waitlist-actions.ts `joinZoneWaitlist`): browser code never imports it. */
export type ZoneWaitlistAction = (previous: WaitlistState, data: FormData) => Promise<WaitlistState>;

type Props = { zone: { slug: string; name: string }; searched: string; title: string; text: string; action: ZoneWaitlistAction };

/**
 * "Aún no llegamos a {zona}": where a search finds nobody, one line to join that zone's list, with the
 * zone and what was searched; the family hears from us when the zone opens (lib/zones/opening.ts).
 */
export function ZoneWaitlistSignup({ zone, searched, title, text, action }: Props) {
  // Without JavaScript the form posts to the server action, whose answer is `posted`. With it, `submit` calls the same
  // action and keeps the page, and a lost connection is said here instead of breaking the page. No JSON client and no
  // lazy loading: the form costs a phone less script than either would.
  const [posted, postAction] = useActionState(action, {});
  const [answer, setAnswer] = useState<WaitlistState | null>(null);
  const [sending, setSending] = useState(false);
  const { done, error } = answer ?? posted;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
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
        <p role="status" className="font-medium text-primary">
          ¡Listo! Estás en la lista de {zone.name}: te escribimos apenas haya.
        </p>
      ) : (
        <form action={postAction} onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" aria-label={`Lista de espera de ${zone.name}`}>
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
          <PlainButton type="submit" disabled={sending}>
            Avísame
          </PlainButton>
          <div className="sm:col-span-4">
            <CheckboxField name="consent" label={WAITLIST_CONSENT_LABEL} />
          </div>
          <input type="text" name="company" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
          <input type="hidden" name="zone" value={zone.slug} />
          <input type="hidden" name="searched" value={searched} />
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-4">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
