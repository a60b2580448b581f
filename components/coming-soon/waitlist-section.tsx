"use client";

import { DogIcon, PawPrintIcon } from "lucide-react";
import { useActionState, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import { readLocalReferralUsers } from "@/lib/client/local-referral-users";
import { useHydrated } from "@/components/forms/use-hydrated";
import { BRAND } from "@/lib/site/brand";
import { trackPixelEvent } from "@/lib/client/pixel";
import { readReferralParam, referralLink } from "@/lib/leads/referral";
import type { WaitlistState } from "@/lib/leads/waitlist-rules";
import { submitPetOwnerLead, submitProviderLead } from "@/lib/client/waitlist-api";
import { PetOwnerLeadForm } from "./pet-owner-lead-form";
import { ProviderLeadForm } from "./provider-lead-form";
import { ReferralLinkBox } from "./referral-link-box";
import type { WaitlistValues } from "./waitlist-fields";
import type { ZoneChoiceGroup } from "@/lib/zones/zone-choices";
import { WaitlistThanks } from "./waitlist-thanks";
import { PlainButton } from "@/components/forms/plain-controls";
import { buttonVariants } from "@/components/ui/button-variants";

/** A waitlist's server action (lib/leads/waitlist-actions.ts): where its form posts without JavaScript. */
export type WaitlistAction = (state: WaitlistState, data: FormData) => Promise<WaitlistState>;

/** The four views of SPEC §2; at most one shows at a time. */
type View = "provider-form" | "pet-owner-form" | "provider-success" | "pet-owner-success";
type FormView = Extract<View, `${string}-form`>;

/** How long after a button press the page scrolls to what it opened (SPEC §2). */
export const REVEAL_DELAY_MS = 100;

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

const subscribeToNothing = () => () => {};
/** The code of the last pet-owner sign-up made in this browser, if any. */
const storedPetOwnerCode = () => readLocalReferralUsers().findLast((user) => user?.type === "pet_owner")?.referralCode ?? null;

/** The referral code of this visit's `?ref=CODE`, sent as referredBy (the gate keeps the query at any path). */
const currentReferrer = () => readReferralParam(window.location.search);

/**
 * The two waitlist buttons and the view they open: a form, then its success card. Without JavaScript both forms
 * show (the buttons link to them) and post to their server actions, whose answer shows here.
 */
export function WaitlistSection({ actions, zones }: { actions: { provider: WaitlistAction; petOwner: WaitlistAction }; zones: ZoneChoiceGroup[] }) {
  const [providerState, providerAction] = useActionState(actions.provider, {});
  const [petOwnerState, petOwnerAction] = useActionState(actions.petOwner, {});
  const enhanced = useHydrated();
  const [view, setView] = useState<View | null>(
    providerState.done ? "provider-success" : petOwnerState.done ? "pet-owner-success" : null,
  );
  const [code, setCode] = useState(petOwnerState.done?.referralCode ?? "");
  // A returning visitor who joined from this browser sees their code again (SPEC's local referral user, `users`).
  const storedCode = useSyncExternalStore(subscribeToNothing, storedPetOwnerCode, () => null);
  const timer = useRef<number | undefined>(undefined);
  const baseId = useId();
  const titleId = (of: View) => `${baseId}-${of}-title`;
  const sectionId = (of: FormView) => `${baseId}-${of}`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // After the view has rendered: bring it into sight and move focus to its heading, so it is announced.
  function reveal(next: View) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const heading = document.getElementById(titleId(next));
      const section = heading?.closest("section");
      // Someone quick may already be inside the view (typing, or on an error): never pull focus back.
      if (!section?.contains(document.activeElement)) heading?.focus({ preventScroll: true });
      section?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    }, REVEAL_DELAY_MS);
  }

  function openForm(form: FormView) {
    if (view !== form) {
      setView(form);
      if (form === "provider-form") trackPixelEvent("InitiateCheckout");
    }
    reveal(form);
  }

  async function sendProviderLead(values: WaitlistValues) {
    await submitProviderLead(values, currentReferrer());
    trackPixelEvent("Lead");
    setView("provider-success");
    reveal("provider-success");
  }

  async function sendPetOwnerLead(values: WaitlistValues) {
    const code = await submitPetOwnerLead(values, currentReferrer());
    setCode(code);
    trackPixelEvent("CompleteRegistration");
    setView("pet-owner-success");
    reveal("pet-owner-success");
  }

  return (
    <div className="grid gap-10">
      {storedCode && view === null && (
        <p className="text-center">
          Ya te anotaste desde este navegador. Tu código para invitar es <strong className="font-mono">{storedCode}</strong>: quien se anote con él
          cuenta como tu invitado.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <WaitlistButton
          controls={sectionId("provider-form")}
          open={view === "provider-form"}
          enhanced={enhanced}
          onClick={() => openForm("provider-form")}
        >
          <PawPrintIcon aria-hidden="true" />
          Únete como cuidador temprano
        </WaitlistButton>
        <WaitlistButton
          variant="outline"
          controls={sectionId("pet-owner-form")}
          open={view === "pet-owner-form"}
          enhanced={enhanced}
          onClick={() => openForm("pet-owner-form")}
        >
          <DogIcon aria-hidden="true" />
          Quiero usar {BRAND} para mi mascota
        </WaitlistButton>
      </div>

      {/* Both forms stay mounted while hidden, so switching between them loses nothing typed; without JavaScript
          both show until one of them is sent (components/no-script-styles.tsx: the server's HTML hides them as
          the enhanced page does, so nothing moves when React takes over). */}
      <FormCard
        id={sectionId("provider-form")}
        titleId={titleId("provider-form")}
        open={view === "provider-form"}
        noScriptShows={!view}
        title="Solicitud de cuidador temprano"
        description="Déjanos tus datos y te contaremos cómo ser de los primeros cuidadores de la comunidad."
      >
        <ProviderLeadForm titleId={titleId("provider-form")} state={providerState} action={providerAction} onSubmit={sendProviderLead} zones={zones} />
      </FormCard>
      <FormCard
        id={sectionId("pet-owner-form")}
        titleId={titleId("pet-owner-form")}
        open={view === "pet-owner-form"}
        noScriptShows={!view}
        title={`Sé de los primeros en usar ${BRAND}`}
        description="Regístrate y recibe tu enlace personal para invitar a tus amigos."
      >
        <PetOwnerLeadForm titleId={titleId("pet-owner-form")} state={petOwnerState} action={petOwnerAction} onSubmit={sendPetOwnerLead} zones={zones} />
      </FormCard>

      {view === "provider-success" && <WaitlistThanks titleId={titleId("provider-success")} />}
      {view === "pet-owner-success" && (
        <WaitlistThanks titleId={titleId("pet-owner-success")}>
          <ReferralLinkBox code={code} link={petOwnerState.done?.link ?? referralLink(window.location.origin, code)} />
          <p className="text-sm text-muted-foreground">
            Comparte tu enlace: por cada amigo que se registre con él, recibirás beneficios como paseos gratis, descuentos o
            acceso anticipado.
          </p>
        </WaitlistThanks>
      )}
    </div>
  );
}

function WaitlistButton({
  controls,
  open,
  enhanced,
  children,
  ...props
}: { controls: string; open: boolean; enhanced: boolean } & Omit<ComponentProps<typeof PlainButton>, "aria-controls" | "aria-expanded">) {
  // Long labels wrap on narrow phones instead of overflowing (size lg-wrap).
  // Without JavaScript a button could open nothing: a link to its form, which shows already.
  if (!enhanced)
    return (
      <a href={`#${controls}`} className={buttonVariants({ size: "lg-wrap", variant: props.variant })}>
        {children}
      </a>
    );
  return (
    <PlainButton size="lg-wrap" aria-controls={controls} aria-expanded={open} {...props}>
      {children}
    </PlainButton>
  );
}

function FormCard({
  id,
  titleId,
  open,
  noScriptShows,
  title,
  description,
  children,
}: {
  id: string;
  titleId: string;
  open: boolean;
  /** Shown without JavaScript even when not open. */
  noScriptShows: boolean;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section id={id} hidden={!open} data-nojs-show={noScriptShows || undefined} aria-labelledby={titleId} className="grid scroll-mt-6 gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="grid gap-2">
        <h2 id={titleId} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {title}
        </h2>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
