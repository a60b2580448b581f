import { MeetSummaryLine } from "@/components/meet/meet-summary";
import { MeetContact } from "@/components/meet/meet-contact";
import type { TrackingPageData } from "@/lib/bookings/owner/owner";
import { LazyMeetAnswers } from "./lazy-forms";

/**
 * "Encuentro de bienvenida" on the owner's page: why it comes first, the proposal to confirm or move, how it went
 * after its time, and skipping it with a reason. Drawn by the server; only the answers (./meet-answers.tsx, loaded when shown) run in
 * the browser. Each answer reloads the page's data.
 */
export function MeetSection({
  token,
  meet,
  sitterName,
  petName = null,
  reference = "",
}: {
  token: string;
  meet: TrackingPageData["meet"];
  sitterName: string | null;
  petName?: string | null;
  reference?: string;
}) {
  const who = sitterName ?? "tu cuidador";

  return (
    <section aria-labelledby="encuentro-titulo" className="grid gap-3 rounded-xl border bg-card p-5 text-sm">
      <h2 id="encuentro-titulo" className="text-lg font-semibold">
        Encuentro de bienvenida
      </h2>
      {meet.needed && (
        <p className="text-muted-foreground">
          Es tu primera reserva con {who}: antes de confirmarla, conózcanse con tu mascota. La reserva se confirma cuando los
          dos cuenten que les fue bien.
        </p>
      )}
      {meet.needed && !meet.proposal && meet.stillPossible && <p>Te proponemos una fecha pronto (puede ser al entregar a tu mascota, el primer día); te avisamos por correo.</p>}
      {meet.needed && !meet.proposal && !meet.stillPossible && (
        <p>Ya no hay tiempo para un encuentro antes de la estadía. Si ya conoces a {who}, puedes saltártelo aquí abajo; si no, escríbenos y lo vemos contigo.</p>
      )}
      {meet.proposal && <MeetSummaryLine meet={meet.proposal} reader="owner" petName={petName} />}
      {meet.proposal?.contact && <MeetContact contact={meet.proposal.contact} reference={reference} />}
      {meet.proposal?.address && <p>Dirección: {meet.proposal.address}</p>}
      {meet.proposal?.handover && meet.proposal.status !== "DECLINED" && !meet.noMatch && (
        <p className="text-muted-foreground">Es al entregar a {petName ?? "tu mascota"}: si a los dos les va bien, la estadía sigue; si no hubo match, termina ahí.</p>
      )}
      {meet.proposalLapsed && <p>Esa hora pasó sin respuesta: {who} o nuestro equipo te propondrán otra por correo.</p>}
      {meet.noMatch && <p className="font-medium">No hubo match: esta solicitud se cerró. Puedes buscar otro cuidador.</p>}
      {meet.proposal?.yourOutcome === "GOOD" && !meet.noMatch && <p>Contaste que les fue bien. ¡Gracias!</p>}

      {(meet.canAnswer || meet.canJudge || meet.canWaive) && (
        <LazyMeetAnswers
          token={token}
          who={who}
          atYourHome={meet.proposal?.place === "OWNER_HOME"}
          canAnswer={meet.canAnswer}
          canJudge={meet.canJudge}
          canWaive={meet.canWaive}
        />
      )}
      {meet.waiver && <p className="text-muted-foreground">Dijiste que no necesitas el encuentro de bienvenida.</p>}
    </section>
  );
}
