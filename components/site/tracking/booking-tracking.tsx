import { BadgeCheckIcon, CircleCheckIcon, CircleDotIcon, CircleXIcon, ClockIcon, PawPrintIcon } from "lucide-react";
import { SiteLink } from "@/components/site/base-path";
import { WhatsAppButton } from "@/components/site/whatsapp-button";
import { BOOKING_STATUS_LABELS, NO_DETAILS } from "@/lib/bookings/core/status";
import { ownerStatusText } from "@/lib/bookings/owner/status-words";
import type { TrackingPageData } from "@/lib/bookings/owner/owner";
import { PET_SIZE_SHORT_LABELS, PET_TYPE_LABELS, SERVICE_LABELS } from "@/lib/constants";
import { formatDateTime, formatDayRange } from "@/lib/format/dates";
import type { PetFile } from "@/lib/bookings/pet-file/pet-file";
import { OWNER_MESSAGES } from "@/lib/bookings/owner/owner-schema";
import type { TeamContact } from "@/lib/site/team-contact";
import { CancelRequest } from "./cancel-request";
import { PetFileSection } from "./pet-file-section";
import { PetFileDetails } from "@/components/pets/pet-file-details";
import { ReportTimeline } from "@/components/pets/report-timeline";
import { reportsDuringStay } from "@/components/site/review-list";
import { LazyReviewForm } from "./lazy-forms";
import { PlanBSection, sitterCancelledWords } from "./plan-b-section";
import { MeetSection } from "./meet-section";
import { WhatsappNotices } from "./whatsapp-notices";
import { ConversationSection, type ConversationAction } from "./conversation-section";
import { ReachSitter } from "./reach-sitter";
import type { ThreadMessage } from "@/components/conversation/message-list";
import { StaySection, type StayMoveAction } from "./stay-section";
import { STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import type { ListedProblem } from "@/components/problems/problem-list";
import type { ProblemAction } from "@/components/problems/problem-report-form";
import { ProblemsSection } from "./problems-section";

const TONE = {
  RECEIVED: { Icon: ClockIcon, className: "text-warning" },
  CONTACTED: { Icon: CircleDotIcon, className: "text-primary" },
  CONFIRMED: { Icon: CircleCheckIcon, className: "text-success" },
  IN_PROGRESS: { Icon: PawPrintIcon, className: "text-success" },
  COMPLETED: { Icon: BadgeCheckIcon, className: "text-success" },
  DECLINED: { Icon: CircleXIcon, className: "text-destructive" },
  CANCELLED: { Icon: CircleXIcon, className: "text-muted-foreground" },
  EXPIRED: { Icon: CircleXIcon, className: "text-muted-foreground" },
} as const;

const NO_MATCH_WORDS = {
  title: "No hubo match",
  next: "Después del encuentro de bienvenida, esta solicitud no sigue adelante. Puedes buscar otro cuidador para tus fechas.",
};

/** The history: each status, and the owner's waiver of the meet & greet, in time order. */
function historySteps(booking: TrackingPageData) {
  const steps = booking.history.map((step) => ({ label: BOOKING_STATUS_LABELS[step.status], at: step.at, reason: null as string | null }));
  if (booking.meet.waiver) steps.push({ label: "Sin encuentro de bienvenida", at: booking.meet.waiver.at, reason: booking.meet.waiver.reason });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

function dates(booking: TrackingPageData): string {
  return booking.startDate && booking.endDate ? formatDayRange(booking.startDate, booking.endDate, { alone: true, capitalized: true }) : NO_DETAILS;
}

/** The owner's request: where it is, the details, its history, what happens next and what they can do. */
export function BookingTracking({
  token,
  booking,
  pet,
  mailOn,
  team,
  conversation,
  stayMoves,
  problems,
}: {
  token: string;
  booking: TrackingPageData;
  pet: PetFile | null;
  mailOn: boolean;
  /** How to reach the team (the Plan B section's urgency line), as the settings make it true. */
  team: TeamContact;
  /** The booking's conversation, how many of its messages the owner had not read, and the server actions its forms post to without JavaScript. */
  conversation: { messages: ThreadMessage[]; unread?: number; send: ConversationAction; report: ConversationAction };
  /** The stay's buttons (the pick-up, the sitter's no-show) and the server actions they post to. */
  stayMoves: { pickUp: StayMoveAction; reportNoShow: StayMoveAction };
  /** «Problemas»: the booking's problems, whether one may be reported now, and the form's server action. */
  problems?: { problems: ListedProblem[]; canReport: boolean; report: ProblemAction };
}) {
  // A request closed after a meet & greet names no one.
  const words = booking.meet.noMatch
    ? NO_MATCH_WORDS
    : booking.planB.sitterCancelled
      ? sitterCancelledWords(booking.planB, booking.sitterName)
      : ownerStatusText(booking.status, booking.service, booking.sitterHasAccount);
  const { Icon, className } = TONE[booking.status];
  // One column no wider than the phone, and what people type (a URL, a long word) breaks where it must.
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6 px-4 py-10 wrap-anywhere">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Solicitud <span className="font-mono font-semibold tracking-widest text-foreground">{booking.reference}</span>
        </p>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Icon aria-hidden="true" className={`size-8 shrink-0 ${className}`} />
          {words.title}
        </h1>
        <p className="text-lg text-muted-foreground">{words.next}</p>
        {/* Without an SMTP server nothing leaves the outbox: say what is true. */}
        <p className="text-sm text-muted-foreground">
          {mailOn
            ? "Te avisamos por correo de cada cambio; este enlace siempre muestra cómo va."
            : "Guarda este enlace (por ejemplo, en tus favoritos): aquí ves cada cambio de tu solicitud."}
        </p>
        <WhatsappNotices key={String(booking.whatsappNotices.on)} token={token} initial={booking.whatsappNotices} />
        {/* Without JavaScript this page shows everything, but its buttons stay off (they would send nothing). */}
        <noscript>
          <p role="note" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
            Para llenar la ficha de tu mascota, responder al encuentro, cancelar o dejar tu reseña desde aquí, tu navegador necesita
            JavaScript: actívalo o abre este enlace en otro navegador. Si no puedes, <SiteLink href="/contacto" className="font-medium text-primary underline underline-offset-4">escríbenos</SiteLink> y lo
            hacemos contigo.
          </p>
        </noscript>
      </header>

      <section aria-labelledby="detalles-titulo" className="rounded-xl border bg-card p-5">
        <h2 id="detalles-titulo" className="text-lg font-semibold">
          Tu solicitud
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <Detail term="Cuidador">
            {booking.sitter && booking.sitterPublished ? (
              <SiteLink href={`/s/${booking.sitter.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {booking.sitter.name}
              </SiteLink>
            ) : (
              (booking.sitterName ?? "Por asignar")
            )}
          </Detail>
          <Detail term="Servicio">{booking.service ? SERVICE_LABELS[booking.service] : NO_DETAILS}</Detail>
          <Detail term="Mascota">
            {booking.petType ? PET_TYPE_LABELS[booking.petType] : NO_DETAILS}
            {booking.petSize ? ` · ${PET_SIZE_SHORT_LABELS[booking.petSize]}` : ""}
          </Detail>
          <Detail term="Fechas">{dates(booking)}</Detail>
        </dl>
      </section>

      {statusIn(STAY_STATUSES, booking.status) && <ReachSitter contact={booking.sitterContact} reference={booking.reference} unread={conversation.unread} />}

      {(booking.withSitter || booking.canPickUp || booking.canReportNoShow) && (
        <StaySection
          line={booking.withSitter}
          petName={booking.petName}
          canPickUp={booking.canPickUp}
          canReportNoShow={booking.canReportNoShow}
          {...stayMoves}
        />
      )}

      {(statusIn(STAY_STATUSES, booking.status) || booking.planB.sitterCancelled) && <PlanBSection token={token} planB={booking.planB} team={team} />}

      {(statusIn(STAY_STATUSES, booking.status) || booking.reports.length > 0) && (
        <section aria-labelledby="partes-titulo" className="grid gap-3 rounded-xl border bg-card p-5">
          <h2 id="partes-titulo" className="text-lg font-semibold">
            Parte del día
          </h2>
          <ReportTimeline reports={booking.reports} />
        </section>
      )}

      {(booking.meet.needed || booking.meet.waived || booking.meet.noMatch || booking.meet.proposal) && <MeetSection token={token} meet={booking.meet} sitterName={booking.sitterName} petName={pet?.name ?? null} reference={booking.reference} />}

      <ConversationSection token={token} sitterName={booking.sitterName} {...conversation} />

      {problems && <ProblemsSection token={token} {...problems} />}

      <PetFileSection token={token} pet={pet} editable={booking.petEditable} details={pet && <PetFileDetails pet={pet} />} />

      <section aria-labelledby="historial-titulo" className="rounded-xl border bg-card p-5">
        <h2 id="historial-titulo" className="text-lg font-semibold">
          Historial
        </h2>
        <ol className="mt-3 grid gap-2 text-sm">
          {historySteps(booking).map((step, index) => (
            <li key={`${step.label}-${step.at}-${index}`} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{step.label}</span>
              <span className="text-muted-foreground">{formatDateTime(step.at)}</span>
              {step.reason && <span className="w-full text-muted-foreground">Motivo: {step.reason}</span>}
            </li>
          ))}
        </ol>
      </section>

      {booking.canReview && booking.sitterName && (
        <section aria-labelledby="resena-titulo" className="grid gap-4 rounded-xl border bg-card p-5">
          <h2 id="resena-titulo" className="text-lg font-semibold">
            Cuéntanos cómo te fue
          </h2>
          <p className="text-sm text-muted-foreground">
            {booking.reports.length > 0
              ? `${booking.sitterName} te envió ${reportsDuringStay(booking.reports.length)}: tu reseña lo mostrará junto a la marca «Reserva verificada».`
              : `${booking.sitterName} no envió partes durante la estadía.`}
          </p>
          <LazyReviewForm token={token} sitterName={booking.sitterName} />
        </section>
      )}
      {booking.review && (
        <section aria-labelledby="tu-resena-titulo" className="rounded-xl border bg-card p-5">
          <h2 id="tu-resena-titulo" className="text-lg font-semibold">
            Tu reseña
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            {booking.review.rating} de 5 estrellas ·{" "}
            {booking.review.pending
              ? "la publicamos en el perfil, con la marca «Reserva verificada», cuando el equipo la revise. ¡Gracias!"
              : "publicada en el perfil con la marca «Reserva verificada». ¡Gracias!"}
          </p>
          <p className="mt-2 whitespace-pre-line">“{booking.review.text}”</p>
        </section>
      )}

      <div className="grid gap-3">
        <p className="text-muted-foreground">¿Tienes una pregunta o algo cambió?</p>
        <div className="flex flex-wrap gap-3">
          <WhatsAppButton label="Escríbenos por WhatsApp" sitterName={booking.sitterName ?? undefined} bookingReference={booking.reference} />
          {booking.canCancel && <CancelRequest token={token} />}
        </div>
        {booking.cancelFromLinkClosed && <p className="text-sm text-muted-foreground">{OWNER_MESSAGES.cannotCancel}</p>}
      </div>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}
