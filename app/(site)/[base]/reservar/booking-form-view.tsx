import type { ComponentProps } from "react";
import { BookingSitterSummary } from "@/components/site/booking-sitter-summary";
import { BookingSteps } from "@/components/site/booking/booking-steps";
import { SiteLink } from "@/components/site/base-path";
import { SelectSitterPrompt } from "@/components/site/select-sitter-prompt";
import { ZoneWaitlistSignup } from "@/components/site/zone-waitlist-signup";
import { joinZoneWaitlist } from "@/lib/leads/waitlist-actions";
import { COMMITMENTS_PATH, COMMITMENTS_TITLE } from "@/lib/site/commitments";
import { pageMetadata } from "@/lib/site/seo";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";
import { loadSitter } from "@/lib/sitters/load";
import { closedZoneFor } from "@/lib/sitters/public";
import type { ZoneAccess } from "@/lib/zones/admission";
import { requestBooking } from "./actions";

type Steps = ComponentProps<typeof BookingSteps>;

/** Both pages of the form (the cached plain one and the per-request one): a note for search engines to leave it. */
export function bookingFormMetadata(params: SiteParams) {
  return pageMetadata({
    params,
    title: "Solicitar reserva",
    description: "Envía tu solicitud de reserva en dos pasos, sin pagos en línea. Tu cuidador confirma su disponibilidad y te avisamos por correo.",
    path: "/reservar",
    noindex: true,
  });
}

/**
 * The booking form for one sitter (SPEC §2), or what stands in its place: the prompt to choose a sitter when the
 * link names none that is published, the zone's waiting list when the sitter's zone is not open to this family.
 * `personal`: what a family's own link fills in (their invitation, a booking made again); never on the cached page.
 */
export async function BookingFormView({
  siteParams,
  sitterKey,
  startDate,
  access = {},
  personal = {},
}: {
  siteParams: SiteParams;
  sitterKey: string | undefined;
  startDate: string | undefined;
  access?: ZoneAccess;
  personal?: Pick<Steps, "invitation" | "petFileCopy"> & { initial?: Steps["initial"] };
}) {
  const sitter = sitterKey ? await loadSitter(sitterKey) : null;
  if (!sitter) return <SelectSitterPrompt unknownSitter={Boolean(sitterKey)} />;
  const closed = await closedZoneFor(sitter, access);
  if (closed) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight">Aún no llegamos a {closed.name}</h1>
        <ZoneWaitlistSignup
          action={joinZoneWaitlist}
          zone={closed}
          searched={`Reserva con ${sitter.name} (/s/${sitter.slug})`}
          title={`Únete a la lista de ${closed.name}`}
          text={`Todavía no recibimos reservas en ${closed.name}. Déjanos tus datos y te escribimos primero cuando abramos.`}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Solicita tu reserva</h1>
        <p className="mt-2 text-muted-foreground">
          Dos pasos y listo. No pagas nada en línea: tu cuidador confirma su disponibilidad y te avisamos por correo (también por WhatsApp, si lo pides).
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          Lo que tú y tu cuidador se prometen (cancelar con tiempo, la entrega, los problemas) está en{" "}
          <SiteLink href={COMMITMENTS_PATH} className="font-medium text-primary underline underline-offset-4">
            {COMMITMENTS_TITLE}
          </SiteLink>
          .
        </p>
      </div>
      <BookingSitterSummary sitter={sitter} />
      <BookingSteps
        sitter={{
          id: sitter.id,
          slug: sitter.slug,
          name: sitter.name,
          services: sitter.services,
          prices: sitter.prices,
          acceptsCats: sitter.acceptsCats,
          acceptsLargeDogs: sitter.acceptsLargeDogs,
          blocked: sitter.blocked ?? [],
        }}
        // Sent without JavaScript, the form goes to this action, bound to the sitter and the link prefix.
        action={requestBooking.bind(null, { base: await siteBasePath(siteParams), sitterId: sitter.id, sitterName: sitter.name, sitterSlug: sitter.slug })}
        initial={{ ...personal.initial, startDate }}
        invitation={personal.invitation}
        petFileCopy={personal.petFileCopy}
      />
    </div>
  );
}
