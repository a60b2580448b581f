import { CircleCheckIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { WhatsAppButton } from "@/components/site/whatsapp-button";
import { buttonVariants } from "@/components/ui/button";
import { parseBookingReference } from "@/lib/bookings/core/reference";
import { isTrackingToken } from "@/lib/bookings/core/token-shape";
import { smtpUrl } from "@/lib/mail/transport";
import { pageMetadata } from "@/lib/site/seo";
import { siteBasePath, type SiteParams } from "@/lib/site/base-path";
import { absoluteSiteUrl } from "@/lib/site/url";
import { loadSitter } from "@/lib/sitters/load";
import { REQUEST_REPLY_PROMISE } from "@/lib/bookings/core/status";

// Made for one person (their booking): rendered per request, never cached, scripts by nonce (proxy.ts).
export const dynamic = "force-dynamic";

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: { params: SiteParams }) {
  return pageMetadata({
    params,
    title: "Solicitud enviada",
    description: "Recibimos tu solicitud de reserva. Tu cuidador confirma su disponibilidad y te avisamos por correo.",
    path: "/exito",
    noindex: true,
  }).then((metadata) => ({ ...metadata, referrer: "no-referrer" as const }));
}

// Booking success (SPEC §2): what really happens next, the request's reference, a WhatsApp link to the team that
// names it, and the way back. Only the team has been told so far: the sitter hears from us, not from the form.
export default async function BookingSuccessPage({ params, searchParams }: Props) {
  const query = await searchParams;
  const base = await siteBasePath(params);
  const key = [query.sitter].flat()[0];
  const reference = parseBookingReference([query.ref].flat()[0]);
  const token = [query.seguimiento].flat()[0];
  const tracking = isTrackingToken(token) ? `/reserva/${token}` : null;
  const sitter = key ? await loadSitter(key) : null;
  const steps = [
    `Le avisamos ${sitter ? `a ${sitter.name}` : "al cuidador"} de tu solicitud.`,
    REQUEST_REPLY_PROMISE,
    `Si es tu primera reserva con ${sitter ? sitter.name : "tu cuidador"}, se conocen en un encuentro de bienvenida antes de confirmarla. El pago lo acuerdas directamente con tu cuidador: no se cobra nada en línea.`,
  ];
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12 text-center">
      <div className="grid justify-items-center gap-3">
        <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
        <h1 className="text-3xl font-bold">Solicitud enviada</h1>
        <p className="text-lg text-muted-foreground">
          ¡Gracias por confiar en Huellitas! Recibimos tu solicitud{sitter ? ` para ${sitter.name}` : ""}.
        </p>
        {reference && (
          <p className="rounded-lg border bg-card px-4 py-2">
            Tu referencia: <strong className="font-mono text-lg tracking-widest">{reference}</strong>
            <span className="block text-sm text-muted-foreground">Menciónala si nos escribes.</span>
          </p>
        )}
        {tracking && (
          <p className="grid justify-items-center gap-1">
            <SiteLink href={tracking} className={buttonVariants({ size: "lg" })}>
              Seguir mi solicitud
            </SiteLink>
            <span className="text-sm text-muted-foreground">
              {/* Without an SMTP server nothing leaves the outbox: say what is true. */}
              {smtpUrl()
                ? "Te enviamos este enlace por correo: ahí ves cada cambio y puedes cancelarla."
                : "Guarda este enlace (por ejemplo, en tus favoritos): ahí ves cada cambio y puedes cancelarla."}
            </span>
          </p>
        )}
      </div>
      <section aria-labelledby="siguientes-titulo" className="rounded-xl border bg-card p-6 text-left">
        <h2 id="siguientes-titulo" className="text-lg font-semibold">
          ¿Qué sigue?
        </h2>
        <ol className="mt-4 grid gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="grid justify-items-center gap-2">
        <p className="text-muted-foreground">¿Quieres agregar algo o tienes una pregunta?</p>
        <WhatsAppButton
          label="Escríbenos por WhatsApp"
          sitterName={sitter?.name}
          bookingReference={reference}
          pageUrl={sitter && !reference ? absoluteSiteUrl(base, `/s/${sitter.slug}`) : undefined}
        />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <SiteLink href="/" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Volver al inicio
        </SiteLink>
        <SiteLink href="/busca" className={buttonVariants({ size: "lg" })}>
          Buscar más cuidadores
        </SiteLink>
      </div>
    </div>
  );
}
