"use client";

import { DogIcon, PawPrintIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { BRAND } from "@/lib/site/brand";
import { trackPixelEvent } from "@/lib/client/pixel";
import { readReferralParam, referralLink } from "@/lib/leads/referral";
import type { PetOwnerLeadInput, ProviderLeadInput } from "@/lib/leads/schemas";
import { submitPetOwnerLead, submitProviderLead } from "@/lib/client/waitlist-api";

// The forms (and their validation library) load when someone opens one — or points at its button — so the
// page itself stays light on a cheap phone.
const loadProviderForm = () => import("./provider-lead-form");
const loadPetOwnerForm = () => import("./pet-owner-lead-form");
const FormLoading = () => <Spinner label="Cargando el formulario…" />;
const ProviderLeadForm = dynamic(() => loadProviderForm().then((m) => m.ProviderLeadForm), { loading: FormLoading });
const PetOwnerLeadForm = dynamic(() => loadPetOwnerForm().then((m) => m.PetOwnerLeadForm), { loading: FormLoading });
import { ReferralLinkBox } from "./referral-link-box";
import { WaitlistThanks } from "./waitlist-thanks";

/** The four views of SPEC §2; at most one shows at a time. */
type View = "provider-form" | "pet-owner-form" | "provider-success" | "pet-owner-success";
type FormView = Extract<View, `${string}-form`>;

/** How long after a button press the page scrolls to what it opened (SPEC §2). */
export const REVEAL_DELAY_MS = 100;

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** The referral code of this visit's `?ref=CODE`, sent as referredBy (the gate keeps the query at any path). */
const currentReferrer = () => readReferralParam(window.location.search);

/** The two waitlist buttons and the view they open: a form, then its success card. */
export function WaitlistSection() {
  const [view, setView] = useState<View | null>(null);
  // A form is mounted from the first time it opens, then kept (hidden) so nothing typed is lost.
  const [opened, setOpened] = useState<FormView[]>([]);
  const [code, setCode] = useState("");
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
    if (!opened.includes(form)) setOpened([...opened, form]);
    if (view !== form) {
      setView(form);
      if (form === "provider-form") trackPixelEvent("InitiateCheckout");
    }
    reveal(form);
  }

  async function sendProviderLead(values: ProviderLeadInput) {
    await submitProviderLead(values, currentReferrer());
    trackPixelEvent("Lead");
    setView("provider-success");
    reveal("provider-success");
  }

  async function sendPetOwnerLead(values: PetOwnerLeadInput) {
    const code = await submitPetOwnerLead(values, currentReferrer());
    setCode(code);
    trackPixelEvent("CompleteRegistration");
    setView("pet-owner-success");
    reveal("pet-owner-success");
  }

  return (
    <div className="grid gap-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <WaitlistButton
          controls={sectionId("provider-form")}
          open={view === "provider-form"}
          onClick={() => openForm("provider-form")}
          onPointerEnter={loadProviderForm}
          onFocus={loadProviderForm}
        >
          <PawPrintIcon aria-hidden="true" />
          Únete como cuidador temprano
        </WaitlistButton>
        <WaitlistButton
          variant="outline"
          controls={sectionId("pet-owner-form")}
          open={view === "pet-owner-form"}
          onClick={() => openForm("pet-owner-form")}
          onPointerEnter={loadPetOwnerForm}
          onFocus={loadPetOwnerForm}
        >
          <DogIcon aria-hidden="true" />
          Quiero usar {BRAND} para mi mascota
        </WaitlistButton>
      </div>

      {/* Both forms stay mounted while hidden, so switching between them loses nothing typed. */}
      <FormCard
        id={sectionId("provider-form")}
        titleId={titleId("provider-form")}
        hidden={view !== "provider-form"}
        title="Solicitud de cuidador temprano"
        description="Déjanos tus datos y te contaremos cómo ser de los primeros cuidadores de la comunidad."
      >
        {opened.includes("provider-form") && <ProviderLeadForm titleId={titleId("provider-form")} onSubmit={sendProviderLead} />}
      </FormCard>
      <FormCard
        id={sectionId("pet-owner-form")}
        titleId={titleId("pet-owner-form")}
        hidden={view !== "pet-owner-form"}
        title={`Sé de los primeros en usar ${BRAND}`}
        description="Regístrate y recibe tu enlace personal para invitar a tus amigos."
      >
        {opened.includes("pet-owner-form") && (
          <PetOwnerLeadForm titleId={titleId("pet-owner-form")} onSubmit={sendPetOwnerLead} />
        )}
      </FormCard>

      {view === "provider-success" && <WaitlistThanks titleId={titleId("provider-success")} />}
      {view === "pet-owner-success" && (
        <WaitlistThanks titleId={titleId("pet-owner-success")}>
          <ReferralLinkBox code={code} link={referralLink(window.location.origin, code)} />
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
  ...props
}: { controls: string; open: boolean } & Omit<ComponentProps<typeof Button>, "aria-controls" | "aria-expanded">) {
  // Long labels wrap on narrow phones instead of overflowing.
  return <Button size="lg" aria-controls={controls} aria-expanded={open} className="h-auto min-h-11 py-3 whitespace-normal" {...props} />;
}

function FormCard({
  id,
  titleId,
  hidden,
  title,
  description,
  children,
}: {
  id: string;
  titleId: string;
  hidden: boolean;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section id={id} hidden={hidden} aria-labelledby={titleId} className="grid scroll-mt-6 gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
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
