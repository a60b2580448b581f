"use client";

import { useActionState, useRef, useState } from "react";
import { FieldShell } from "@/components/forms/field-shell";
import { FileInput } from "@/components/forms/file-input";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { PlainButton, PlainLabel, PlainTextarea } from "@/components/forms/plain-controls";
import { useHydrated } from "@/components/forms/use-hydrated";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/client/api";
import { PROBLEM_CATEGORIES, PROBLEM_CATEGORY_LABELS, PROBLEM_LIMITS, problemFormProblem, type ProblemFormState } from "@/lib/bookings/problems/problem-rules";

/** A server action bound to the owner's booking (app/(site)/[base]/reserva/[token]/actions.ts). */
export type ProblemAction = (previous: ProblemFormState, data: FormData) => Promise<ProblemFormState>;

const SEND_FAILED = "No pudimos enviar el reporte. Revisa tu internet e intenta de nuevo.";

/**
 * «Reportar un problema»: a category, what happened and up to 4 photos. Once hydrated it is checked here and sent
 * as multipart to the endpoint (`send`); without JavaScript (the owner's page, `action`) the category and the
 * description go to a server action, and the photo field is not shown.
 */
export function ProblemReportForm({ send, action, onSent }: { send: (form: FormData) => Promise<unknown>; action?: ProblemAction; onSent: () => void }) {
  const hydrated = useHydrated();
  const [posted, postAction] = useActionState(action ?? (async (state: ProblemFormState) => state), {});
  const [answer, setAnswer] = useState<ProblemFormState | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { error, field } = answer ?? posted;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // A file field left empty still sends one nameless, empty entry.
    const photos = data.getAll("photos").filter((photo): photo is File => typeof photo !== "string" && photo.name !== "");
    data.delete("photos");
    for (const photo of photos) data.append("photos", photo);
    const problem = problemFormProblem({ category: String(data.get("category") ?? ""), description: String(data.get("description") ?? ""), photoCount: photos.length });
    if (problem) return setAnswer({ error: problem.message, field: problem.field });
    setPending(true);
    setAnswer(null);
    try {
      await send(data);
      formRef.current?.reset();
      setAnswer({ reported: true });
      onSent();
    } catch (caught) {
      setAnswer({ error: errorMessage(caught, SEND_FAILED) });
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="text-sm" open={Boolean(error)}>
      <summary className="cursor-pointer font-medium underline underline-offset-4">Reportar un problema</summary>
      {answer?.reported && (
        <p role="status" className="mt-2 font-medium text-primary">
          Gracias: el equipo lo revisa y les escribirá su respuesta a ambos.
        </p>
      )}
      <form ref={formRef} action={postAction} onSubmit={hydrated ? submit : undefined} encType="multipart/form-data" className="mt-2 grid gap-3" aria-label="Reportar un problema">
        <div className="grid gap-1.5">
          <PlainLabel htmlFor="problema-categoria">¿Qué tipo de problema?</PlainLabel>
          <NativeSelect id="problema-categoria" name="category" defaultValue={posted.category ?? ""} aria-invalid={field === "category" || undefined} required>
            <option value="">Elige una opción</option>
            {PROBLEM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {PROBLEM_CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FieldShell label="¿Qué pasó?" hint={`Entre ${PROBLEM_LIMITS.descriptionMin} y ${PROBLEM_LIMITS.description} caracteres. La familia, el cuidador y el equipo lo leen.`} error={field === "description" ? error : undefined}>
          {(control) => <PlainTextarea {...control} name="description" rows={4} required maxLength={PROBLEM_LIMITS.description} defaultValue={posted.description ?? ""} />}
        </FieldShell>
        {hydrated && (
          <div className="grid gap-1">
            <FileInput label={`Fotos (opcional, hasta ${PROBLEM_LIMITS.photos})`} name="photos" accept="image/jpeg,image/png,image/webp" multiple buttonText="Elegir fotos" />
          </div>
        )}
        {error && field !== "description" && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
        {action && <HoneypotField />}
        <PlainButton type="submit" variant="outline" className="w-fit" disabled={pending}>
          {pending ? "Enviando..." : "Enviar reporte"}
        </PlainButton>
      </form>
    </details>
  );
}
