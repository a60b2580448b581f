import { BookingSitterSummary } from "@/components/site/booking-sitter-summary";
import { BookingSteps } from "@/components/site/booking/booking-steps";
import { SelectSitterPrompt } from "@/components/site/select-sitter-prompt";
import { rebookDraft } from "@/lib/bookings/intake/rebook";
import { REBOOK_PARAM } from "@/lib/bookings/core/tracking";
import { pageMetadata } from "@/lib/site/seo";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";
import { loadSitter } from "@/lib/sitters/load";
import { closedZoneFor, getPublishedSitters } from "@/lib/sitters/public";
import { InvitedSitters } from "@/components/site/invited-sitters";
import { ZoneWaitlistSignup } from "@/components/site/zone-waitlist-signup";
import { joinZoneWaitlist } from "@/lib/leads/waitlist-actions";
import { firstName } from "@/lib/format/text";
import { zoneName } from "@/lib/zones/catalog";
import { zoneOf } from "@/lib/zones/zone-of";
import { findInvitation, INVITATION_PARAM } from "@/lib/zones/invitations";
import { parseCareDate } from "@/lib/sitters/search-filters";
import { requestBooking } from "./actions";

// Made for one person (their booking): rendered per request, never cached, scripts by nonce (proxy.ts).
export const dynamic = "force-dynamic";

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Solicitar reserva",
    description: "Envía tu solicitud de reserva en dos pasos. Te confirmamos la disponibilidad por WhatsApp, sin pagos en línea.",
    path: "/reservar",
    noindex: true,
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

// Booking (SPEC §2): ?sitter={id or slug}, and the date chosen in the search as ?fecha=YYYY-MM-DD. A family's
// invitation to a zone «Por invitación» (issue 43), ?invitacion={token}: without a sitter, the zone's sitters to
// choose from; with one, the form with the family's data filled and the invitation sent with the request.
export default async function BookingPage({ params: siteParams, searchParams }: Props) {
  const params = await searchParams;
  // "Reservar de nuevo" (the e-mail of a completed stay): that booking's sitter, service, pet and contact data.
  const again = await rebookDraft(first(params[REBOOK_PARAM]));
  const key = first(params.sitter) ?? again?.sitterSlug ?? undefined;
  const token = first(params[INVITATION_PARAM]);
  const invitation = token ? await findInvitation(token) : null;
  const access = { invitedTo: invitation?.zone ?? null };
  if (!key && token && invitation) {
    const sitters = (await getPublishedSitters(access)).filter((sitter) => zoneOf(sitter.department, sitter.municipality) === invitation.zone);
    return <InvitedSitters zoneName={zoneName(invitation.zone)} familyName={firstName(invitation.name)} sitters={sitters} token={token} />;
  }
  const sitter = key ? await loadSitter(key) : null;
  if (!sitter) return <SelectSitterPrompt unknownSitter={Boolean(key)} />;
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
  const invited = invitation && token ? { name: invitation.name, email: invitation.email, whatsapp: invitation.whatsapp } : {};

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Solicita tu reserva</h1>
        <p className="mt-2 text-muted-foreground">
          Dos pasos y listo. No pagas nada en línea: te confirmamos la disponibilidad por WhatsApp.
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
        initial={{ ...invited, ...again?.values, startDate: parseCareDate(first(params.fecha)) }}
        invitation={invitation ? token : undefined}
        petFileCopy={again?.pet ? { token: again.token, ...again.pet } : undefined}
      />
    </div>
  );
}
