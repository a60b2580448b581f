"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useHydrated } from "@/components/forms/use-hydrated";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { FieldShell } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import { reviewSchema } from "@/lib/bookings/reviews/review-schemas";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { errorMessage } from "@/lib/client/api";
import { reviewBooking } from "@/lib/client/tracking-api";
import { z } from "@/lib/zod";
import { PlainButton, PlainTextarea } from "@/components/forms/plain-controls";

const STARS = [5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: `${value} ${value === 1 ? "estrella" : "estrellas"}` }));

// The form keeps the stars as the radios' text; the schema checks them as numbers.
const stars = z.string().transform(Number);
const formSchema = z.object({ rating: stars, communication: stars, text: z.string(), privateNote: z.string().nullish() }).pipe(reviewSchema);
type FormInput = { rating: string; communication: string; text: string; privateNote?: string | null };

/** The owner's review of a completed stay: stars for the care and for the communication, and a few words. */
export function ReviewForm({ token, sitterName }: { token: string; sitterName: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, z.output<typeof reviewSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { rating: "", communication: "", text: "", privateNote: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();

  async function send(values: z.output<typeof reviewSchema>) {
    setFailure(null);
    try {
      await reviewBooking(token, values);
      router.refresh();
    } catch (error) {
      const message = errorMessage(error, "No pudimos guardar tu reseña. Intenta de nuevo.");
      if (!applyServerError(form, failureOf(error, message))) setFailure(message);
    }
  }

  return (
    <form noValidate className="grid gap-4" aria-labelledby="resena-titulo" onSubmit={form.handleSubmit(send)}>
      <ChoiceGroup legend={`¿Cómo cuidó ${sitterName} a tu mascota?`} name="rating" choices={STARS} registration={form.register("rating")} error={errors.rating?.message} columns={3} />
      <ChoiceGroup
        legend="¿Cómo fue la comunicación?"
        name="communication"
        choices={STARS}
        registration={form.register("communication")}
        error={errors.communication?.message}
        columns={3}
      />
      <FieldShell id="resena-texto" label="Tu reseña" hint="Entre 10 y 1000 caracteres. Aparece en su perfil con tu primer nombre." error={errors.text?.message}>
        {(control) => <PlainTextarea {...control} rows={4} maxLength={1000} {...form.register("text")} />}
      </FieldShell>
      <FieldShell id="resena-nota-privada" label="Nota para el equipo (opcional)" hint="Solo la lee el equipo de Huellitas: no aparece en su perfil." error={errors.privateNote?.message}>
        {(control) => <PlainTextarea {...control} rows={3} maxLength={1000} {...form.register("privateNote")} />}
      </FieldShell>
      {failure && <FormAlert>{failure}</FormAlert>}
      <PlainButton type="submit" size="lg" className="w-fit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? "Enviando..." : "Publicar reseña"}
      </PlainButton>
    </form>
  );
}
