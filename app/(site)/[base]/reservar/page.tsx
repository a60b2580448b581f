import { InvitedSitters } from "@/components/site/invited-sitters";
import { rebookDraft } from "@/lib/bookings/intake/rebook";
import { REBOOK_PARAM } from "@/lib/bookings/core/tracking";
import type { SiteParams } from "@/lib/site/base-path";
import { getPublishedSitters } from "@/lib/sitters/public";
import { firstName } from "@/lib/format/text";
import { zoneName } from "@/lib/zones/catalog";
import { zoneOf } from "@/lib/zones/zone-of";
import { findInvitation, INVITATION_PARAM } from "@/lib/zones/invitations";
import { parseCareDate } from "@/lib/sitters/search-filters";
import { BookingFormView, bookingFormMetadata } from "./booking-form-view";

// Made for one person (their booking): rendered per request, never cached, scripts by nonce (proxy.ts). The plain
// form — a sitter and a day, nothing personal — comes from cache instead ([formulario]/page.tsx, lib/bookings/intake/form-key.ts).
export const dynamic = "force-dynamic";

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: { params: SiteParams }) {
  return bookingFormMetadata(params);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

// Booking (SPEC §2): ?sitter={id or slug}, and the date chosen in the search as ?fecha=YYYY-MM-DD. A family's
// invitation to a zone «Por invitación», ?invitacion={token}: without a sitter, the zone's sitters to
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
  const invited = invitation && token ? { name: invitation.name, email: invitation.email, whatsapp: invitation.whatsapp } : {};
  return (
    <BookingFormView
      siteParams={siteParams}
      sitterKey={key}
      startDate={parseCareDate(first(params.fecha))}
      access={access}
      personal={{
        initial: { ...invited, ...again?.values },
        invitation: invitation ? token : undefined,
        petFileCopy: again?.pet ? { token: again.token, ...again.pet } : undefined,
      }}
    />
  );
}
