"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { FileInput } from "@/components/forms/file-input";
import { FormAlert } from "@/components/forms/form-alert";
import { useInlineForm } from "@/components/forms/use-inline-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { REPORT_KINDS, REPORT_KIND_LABELS, REPORT_LIMITS } from "@/lib/bookings/stay/report-schema";
import { SERVICE_LABELS } from "@/lib/constants";
import { errorMessage } from "@/lib/client/api";
import { PORTAL_KEYS, sendReport, type PortalRequest, type PortalRequests } from "@/lib/client/portal-api";
import { shrinkPhoto } from "@/lib/client/shrink-photo";

/** "Reservas en curso": the stays the sitter is caring for now, each with "Enviar parte". */
export function StaysInProgress() {
  const requests = useQuery<PortalRequests>({ queryKey: PORTAL_KEYS.bookings });
  const stays = requests.data?.linked ? requests.data.bookings.filter((booking) => booking.canReport) : [];
  if (stays.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Reservas en curso</h2>
        </CardTitle>
        <CardDescription>Cuéntale al dueño cómo va su mascota: al llegar, durante el día y al salir. Una nota o una foto bastan.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {stays.map((stay) => (
          <StayCard key={stay.id} stay={stay} />
        ))}
      </CardContent>
    </Card>
  );
}

function StayCard({ stay }: { stay: PortalRequest }) {
  const { open, show, close, onKeyDown, triggerRef } = useInlineForm();
  const title = `${stay.petName ?? "Mascota"} · ${stay.service ? SERVICE_LABELS[stay.service] : "Reserva"} · ${stay.reference}`;
  return (
    <section aria-label={title} className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border p-3 text-sm wrap-anywhere">
      <p className="font-semibold">{title}</p>
      <p className="text-muted-foreground">{stay.reportCount === 1 ? "1 parte enviado" : `${stay.reportCount} partes enviados`}</p>
      {open ? (
        <ReportForm stay={stay} onDone={close} onKeyDown={onKeyDown} />
      ) : (
        <Button ref={triggerRef} type="button" className="w-fit" onClick={show}>
          Enviar parte<span className="sr-only"> de la reserva {stay.reference}</span>
        </Button>
      )}
    </section>
  );
}

/** Where the phone is, if the sitter allows it (no answer within 10 s: sent without it). */
function currentPosition(): Promise<GeolocationPosition | null> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { timeout: 10_000, maximumAge: 60_000 }));
}

function ReportForm({ stay, onDone, onKeyDown }: { stay: PortalRequest; onDone: () => void; onKeyDown: (event: React.KeyboardEvent) => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // Nothing is ticked before the sitter says so (an arrival report read "Apoquel: se la dio" by default); a medicine
  // left unanswered is not in the report: it was not its time.
  const [given, setGiven] = useState<Record<string, boolean | undefined>>({});
  const send = useMutation({
    mutationFn: async (form: HTMLFormElement) => {
      const data = new FormData(form);
      const body = new FormData();
      body.append("kind", String(data.get("kind")));
      body.append("note", String(data.get("note") ?? ""));
      body.append(
        "checklist",
        JSON.stringify({
          ate: data.has("ate"),
          water: data.has("water"),
          pee: data.has("pee"),
          poo: data.has("poo"),
          medications: stay.medications
            .filter(({ name }) => given[name] !== undefined)
            .map(({ name }) => ({ name, given: given[name]!, reason: given[name] ? undefined : String(data.get(`reason-${name}`) ?? "") })),
        }),
      );
      const photos = data.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
      for (const photo of photos) body.append("photos", await shrinkPhoto(photo), photo.name);
      // Asked for and refused (the browser's prompt, or no signal): the report goes without it, and the sitter is told.
      let withoutLocation = false;
      if (data.has("location")) {
        const position = await currentPosition();
        if (position) {
          body.append("latitude", String(position.coords.latitude));
          body.append("longitude", String(position.coords.longitude));
          body.append("accuracyMeters", String(position.coords.accuracy));
        } else withoutLocation = true;
      }
      await sendReport(stay.id, body);
      return { withoutLocation };
    },
    onSuccess: async ({ withoutLocation }) => {
      toast.success("Parte enviado", { description: `El dueño lo ve en su enlace. Referencia ${stay.reference}` });
      if (withoutLocation) toast.warning("Tu teléfono no compartió la ubicación: el parte se envió sin ubicación. Puedes permitirla en los ajustes del navegador.");
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.bookings });
      onDone();
    },
    onError: (error) => setFailure(errorMessage(error, "No pudimos enviar el parte. Intenta de nuevo.")),
  });

  return (
    <form
      className="grid gap-3"
      aria-label={`Parte de la reserva ${stay.reference}`}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        send.mutate(event.currentTarget);
      }}
    >
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 font-medium">¿Qué parte es?</legend>
        {REPORT_KINDS.map((kind, index) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="kind"
              value={kind}
              defaultChecked={index === (stay.reportCount === 0 ? 0 : 1)}
              autoFocus={index === (stay.reportCount === 0 ? 0 : 1)}
              className="size-5"
            />
            {REPORT_KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 font-medium">Hoy</legend>
        {(
          [
            ["ate", "Comió"],
            ["water", "Tomó agua"],
            ["pee", "Hizo pipí"],
            ["poo", "Hizo popó"],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={name} className="size-5" />
            {label}
          </label>
        ))}
      </fieldset>
      {stay.medications.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">Medicinas (marca solo las que tocaban)</legend>
          {stay.medications.map(({ name, times }) => (
            <fieldset key={name} className="grid gap-1">
              <legend>
                {name}
                {times.length > 0 && <span className="text-muted-foreground"> · {times.join(", ")}</span>}
              </legend>
              <div className="flex flex-wrap gap-x-4">
                {([true, false] as const).map((choice) => (
                  <label key={String(choice)} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name={`given-${name}`} checked={given[name] === choice} onChange={() => setGiven((current) => ({ ...current, [name]: choice }))} className="size-5" />
                    {choice ? `Le di ${name}` : `No le di ${name}`}
                  </label>
                ))}
              </div>
              {given[name] === false && (
                <label className="grid gap-1">
                  <span>¿Por qué no se la diste?</span>
                  <input name={`reason-${name}`} required maxLength={REPORT_LIMITS.reason} className="h-11 rounded-md border bg-background px-3 text-base" />
                </label>
              )}
            </fieldset>
          ))}
        </fieldset>
      )}
      <label className="grid gap-1">
        <span className="font-medium">Nota</span>
        <textarea name="note" rows={3} maxLength={REPORT_LIMITS.note} className="rounded-md border bg-background p-3 text-base" />
      </label>
      <FileInput label={`Fotos (hasta ${REPORT_LIMITS.photos})`} buttonText="Elegir fotos" name="photos" accept="image/jpeg,image/png,image/webp" multiple />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="location" className="size-5" />
        Incluir mi ubicación (solo la ve el equipo)
      </label>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Enviando..." : "Enviar parte"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
