"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FormAlert } from "@/components/forms/form-alert";
import { errorMessage } from "@/lib/client/api";
import { confirmMeet, declineMeet, meetOutcome, waiveMeet } from "@/lib/client/tracking-api";
import { PlainButton, PlainLabel, PlainTextarea } from "@/components/forms/plain-controls";
import { MeetAddressFields, readMeetAddress } from "@/components/meet/meet-address-fields";

/** The owner's answers to a meet & greet: confirm or ask for another time, how it went, or skip it with a reason. */
export function MeetAnswers({
  token,
  who,
  atYourHome = false,
  canAnswer,
  canJudge,
  canWaive,
}: {
  token: string;
  who: string;
  /** A meeting at the owner's home: confirming it asks for their address. */
  atYourHome?: boolean;
  canAnswer: boolean;
  canJudge: boolean;
  canWaive: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState<"decline" | "waive" | "address" | null>(null);

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
  const submitOrBack = (submit: string) => (
    <div className="flex flex-wrap gap-2">
      <PlainButton type="submit" disabled={pending || !hydrated}>
        {submit}
      </PlainButton>
      <PlainButton type="button" variant="ghost" disabled={pending || !hydrated} onClick={() => setOpen(null)}>
        Volver
      </PlainButton>
    </div>
  );
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
      {submitOrBack(submit)}
    </form>
  );

  return (
    <>
      {canAnswer && open === "address" && (
        <form
          className="grid gap-2"
          aria-label="Confirmar encuentro en tu casa"
          onSubmit={(event) => {
            event.preventDefault();
            const address = readMeetAddress(new FormData(event.currentTarget));
            void run(() => confirmMeet(token, address));
          }}
        >
          <MeetAddressFields id={`${id}-address`} legend={`Tu dirección (se la damos a ${who} al confirmar)`} />
          {submitOrBack("Confirmar encuentro")}
        </form>
      )}
      {canAnswer && open !== "decline" && open !== "address" && (
        <div className="flex flex-wrap gap-2">
          <PlainButton type="button" disabled={pending || !hydrated} onClick={() => (atYourHome ? setOpen("address") : void run(() => confirmMeet(token)))}>
            Confirmar encuentro
          </PlainButton>
          <PlainButton type="button" variant="outline" disabled={pending || !hydrated} onClick={() => setOpen("decline")}>
            Pedir otra hora
          </PlainButton>
        </div>
      )}
      {canAnswer && open === "decline" && reasonForm("decline", "¿Qué día u hora te queda mejor?", "Pedir otra hora", (reason) => declineMeet(token, reason))}

      {canJudge && (
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

      {canWaive &&
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
      {failure && <FormAlert>{failure}</FormAlert>}
    </>
  );
}
