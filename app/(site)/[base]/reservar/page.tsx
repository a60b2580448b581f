import { BookingSitterSummary } from "@/components/site/booking-sitter-summary";
import { BookingSteps } from "@/components/site/booking/booking-steps";
import { SelectSitterPrompt } from "@/components/site/select-sitter-prompt";
import { rebookDraft } from "@/lib/bookings/intake/rebook";
import { REBOOK_PARAM } from "@/lib/bookings/core/tracking";
import { pageMetadata } from "@/lib/site/seo";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";
import { loadSitter } from "@/lib/sitters/load";
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

// Booking (SPEC §2): ?sitter={id or slug}, and the date chosen in the search as ?fecha=YYYY-MM-DD.
export default async function BookingPage({ params: siteParams, searchParams }: Props) {
  const params = await searchParams;
  // "Reservar de nuevo" (the e-mail of a completed stay): that booking's sitter, service, pet and contact data.
  const again = await rebookDraft(first(params[REBOOK_PARAM]));
  const key = first(params.sitter) ?? again?.sitterSlug ?? undefined;
  const sitter = key ? await loadSitter(key) : null;
  if (!sitter) return <SelectSitterPrompt unknownSitter={Boolean(key)} />;

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
        initial={{ ...again?.values, startDate: parseCareDate(first(params.fecha)) }}
        petFileCopy={again?.pet ? { token: again.token, ...again.pet } : undefined}
      />
    </div>
  );
}
