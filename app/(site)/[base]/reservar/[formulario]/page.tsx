import type { SiteParams } from "@/lib/site/base-path";
import { bookingFormOfKey } from "@/lib/bookings/intake/form-key";
import { decodedKeySegment } from "@/lib/site/routing";
import { BookingFormView, bookingFormMetadata } from "../booking-form-view";

type Props = { params: Promise<{ base: string; formulario: string }> };

// The plain booking form (a sitter and a day, nothing personal) is rendered on its first request and served from
// cache like a search: /reservar?sitter=…&fecha=… reaches this page through proxy.ts, which turns the query into its
// key (lib/bookings/intake/form-key.ts). A family's own link (an invitation, "Reservar de nuevo") never comes here.
export function generateStaticParams(): { formulario: string }[] {
  return [];
}

export function generateMetadata({ params }: Props) {
  return bookingFormMetadata(params as SiteParams);
}

export default async function CachedBookingPage({ params }: Props) {
  const { formulario } = await params;
  const form = bookingFormOfKey(decodedKeySegment(formulario));
  return <BookingFormView siteParams={params as SiteParams} sitterKey={form?.sitter} startDate={form?.startDate} />;
}
