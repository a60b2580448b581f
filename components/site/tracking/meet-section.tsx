"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FormAlert } from "@/components/forms/form-alert";
import { MeetSummaryLine } from "@/components/meet/meet-summary";
import { MeetContact } from "@/components/meet/meet-contact";
import type { TrackingPageData } from "@/lib/bookings/owner/owner";
import { errorMessage } from "@/lib/client/api";
import { confirmMeet, declineMeet, meetOutcome, waiveMeet } from "@/lib/client/tracking-api";
import { PlainButton, PlainLabel, PlainTextarea } from "@/components/forms/plain-controls";

/**
 * "Encuentro de bienvenida" on the owner's page: why it comes first, the proposal to confirm or move, how it went
 * after its time, and skipping it with a reason. Plain forms; each answer reloads the page's data.
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
  const router = useRouter();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState<"decline" | "waive" | null>(null);
  const who = sitterName ?? "tu cuidador";

  async function run(call: () => Promise<unknown>) {
    setPending(true);
    setFailure(null);
    try {
      await call();
      setOpen(null);
      router.refresh();
    } catch (error) {
      setFailure(errorMessage(error, "No pudimos guardar tu respuesta. Intenta de nuevo."));
    } finally {
      setPending(false);
    }
  }
  const reasonForm = (kind: "decline" | "waive", label: string, submit: string, send: (reason: string) => Promise<unknown>) => (
    <form
      className="grid gap-2"
      aria-label={submit}
      onSubmit={(event) => {
        event.preventDefault();
        const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
        void run(() => send(reason));
      }}
    >
      <PlainLabel htmlFor={`${id}-${kind}`}>{label}</PlainLabel>
      <PlainTextarea id={`${id}-${kind}`} name="reason" rows={2} maxLength={500} required />
      <div className="flex flex-wrap gap-2">
        <PlainButton type="submit" disabled={pending || !hydrated}>
          {submit}
        </PlainButton>
        <PlainButton type="button" variant="ghost" disabled={pending || !hydrated} onClick={() => setOpen(null)}>
          Volver
        </PlainButton>
      </div>
    </form>
  );

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
      {meet.proposal?.handover && meet.proposal.status !== "DECLINED" && !meet.noMatch && (
        <p className="text-muted-foreground">Es al entregar a {petName ?? "tu mascota"}: si a los dos les va bien, la estadía sigue; si no hubo match, termina ahí.</p>
      )}
      {meet.proposalLapsed && <p>Esa hora pasó sin respuesta: {who} o nuestro equipo te propondrán otra por correo.</p>}
      {meet.noMatch && <p className="font-medium">No hubo match: esta solicitud se cerró. Puedes buscar otro cuidador.</p>}
      {meet.proposal?.yourOutcome === "GOOD" && !meet.noMatch && <p>Contaste que les fue bien. ¡Gracias!</p>}

      {meet.canAnswer && open !== "decline" && (
        <div className="flex flex-wrap gap-2">
          <PlainButton type="button" disabled={pending || !hydrated} onClick={() => void run(() => confirmMeet(token))}>
            Confirmar encuentro
          </PlainButton>
          <PlainButton type="button" variant="outline" disabled={pending || !hydrated} onClick={() => setOpen("decline")}>
            Pedir otra hora
          </PlainButton>
        </div>
      )}
      {meet.canAnswer && open === "decline" && reasonForm("decline", "¿Qué día u hora te queda mejor?", "Pedir otra hora", (reason) => declineMeet(token, reason))}

      {meet.canJudge && (
        <fieldset className="grid gap-2">
          <legend className="font-medium">¿Cómo les fue?</legend>
          <div className="flex flex-wrap gap-2">
            <PlainButton type="button" disabled={pending || !hydrated} onClick={() => void run(() => meetOutcome(token, "GOOD"))}>
              Nos fue bien
            </PlainButton>
            <PlainButton type="button" variant="outline" disabled={pending || !hydrated} onClick={() => void run(() => meetOutcome(token, "NOT_A_MATCH"))}>
              No hubo match
            </PlainButton>
          </div>
          <p className="text-muted-foreground">Si dices que no hubo match, la solicitud se cierra sin decir quién lo pidió.</p>
        </fieldset>
      )}

      {meet.canWaive &&
        (open === "waive" ? (
          reasonForm("waive", `¿Por qué no necesitas conocer a ${who}? (por ejemplo, ya cuidó a tu mascota)`, "No necesito el encuentro", (reason) => waiveMeet(token, reason))
        ) : (
          <div className="grid gap-1">
            {/* A long sitter name wraps instead of widening the page on a phone. */}
            <PlainButton type="button" variant="outline" size="wrap" disabled={pending || !hydrated} onClick={() => setOpen("waive")}>
              Ya conozco a {who}: no necesito el encuentro
            </PlainButton>
            <p className="text-muted-foreground">Si lo saltas, {who} puede confirmar tu reserva sin el encuentro.</p>
          </div>
        ))}
      {meet.waiver && <p className="text-muted-foreground">Dijiste que no necesitas el encuentro de bienvenida.</p>}
      {failure && <FormAlert>{failure}</FormAlert>}
    </section>
  );
}
