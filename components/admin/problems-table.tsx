"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { SelectOption } from "@/components/forms/options-select";
import { ReportTimeline } from "@/components/pets/report-timeline";
import { PetFileDetails } from "@/components/pets/pet-file-details";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ADMIN_KEYS, updateProblem, type ProblemDetail, type ProblemsPage } from "@/lib/client/admin-api";
import { errorMessage } from "@/lib/client/api";
import { PROBLEM_LIMITS, PROBLEM_STATUS_LABELS, type ProblemStatusCode } from "@/lib/bookings/problems/problem-rules";
import { formatDateTimeShort } from "@/lib/format/dates";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";
import { AdminSection } from "./admin-section";
import { SectionEmpty, SectionQuery } from "./section-states";
import { ALL, ListControls, PageOf, usePagedList } from "./paged-list";

const STATUS_FILTER: SelectOption<ProblemStatusCode | typeof ALL>[] = [
  { value: ALL, label: "Todos los estados" },
  ...(["OPEN", "IN_REVIEW", "RESOLVED"] as const).map((status) => ({ value: status, label: PROBLEM_STATUS_LABELS[status] })),
];

const REPORTED_BY = { owner: "la familia", sitter: "el cuidador" } as const;

/** "hace 5 h", "hace 2 días": how long a problem has waited. */
const age = (hours: number) => (hours < 48 ? `hace ${hours} h` : `hace ${Math.floor(hours / 24)} días`);

/**
 * «Problemas»: what owners and sitters reported, newest first, 50 a page, searched by the booking's people and
 * reference and filtered by status. Each opens with its evidence (the stay's reports, when the pet changed hands,
 * the pet's file) and the team's answer, which both sides read.
 */
export function ProblemsTable() {
  const list = usePagedList<ProblemsPage, ProblemStatusCode>(ADMIN_KEYS.problems[0], "estado");
  const problems = list.query;
  const busy = problems.isPlaceholderData;
  return (
    <AdminSection
      title="Problemas"
      description="Los problemas que reportaron familias y cuidadores, desde la confirmación hasta 48 horas después del servicio. Cada uno espera una respuesta del equipo."
      onRefresh={() => problems.refetch()}
      refreshing={problems.isFetching}
    >
      <ListControls list={list} searchLabel="Buscar por familia, cuidador, contacto o referencia" filterLabel="Estado" filterOptions={STATUS_FILTER} />
      <SectionQuery
        query={problems}
        loading="Cargando los problemas…"
        what="los problemas"
        isEmpty={(data) => data.total === 0 && !list.filtering}
        empty={<SectionEmpty>Nadie ha reportado un problema todavía.</SectionEmpty>}
      >
        {(data) => (
          <PageOf data={data} busy={busy} pagesLabel="Páginas de problemas" onPage={list.setPage} onClear={list.clear}>
            <ul className="grid gap-3" aria-busy={busy}>
              {data.items.map((problem) => (
                <ProblemRow key={problem.id} problem={problem} />
              ))}
            </ul>
          </PageOf>
        )}
      </SectionQuery>
    </AdminSection>
  );
}

function ProblemRow({ problem }: { problem: ProblemsPage["items"][number] }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border bg-background p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {problem.categoryLabel} · <span className="font-mono">{problem.reference}</span>
        </span>
        <Badge variant={problem.status === "RESOLVED" ? "outline" : "default"}>{problem.statusLabel}</Badge>
      </div>
      <p>
        Familia: {problem.owner.name} ({problem.owner.email}, {formatWhatsapp(problem.owner.whatsapp)}) · Cuidador: {problem.sitter.name ?? "sin asignar"}
      </p>
      <p className="text-muted-foreground">
        Reportado por {REPORTED_BY[problem.reportedBy]} el {formatDateTimeShort(problem.createdAt)} ({age(problem.ageHours)})
      </p>
      <Button type="button" size="sm" variant="outline" className="w-fit" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "Cerrar" : "Ver y responder"}
        <span className="sr-only"> el problema de la reserva {problem.reference}</span>
      </Button>
      {open && <ProblemDetails id={problem.id} />}
    </li>
  );
}

function ProblemDetails({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const detail = useQuery<ProblemDetail>({ queryKey: ADMIN_KEYS.problem(id) });
  const [resolution, setResolution] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (status: "IN_REVIEW" | "RESOLVED") => updateProblem(id, { status, resolution: (resolution ?? detail.data?.problem.resolution ?? "").trim() || undefined }),
    onSuccess: async ({ problem }) => {
      toast.success(problem.status === "RESOLVED" ? "Problema resuelto" : "Problema en revisión", { description: "La familia y el cuidador reciben un correo." });
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.problems });
    },
    onError: (error) => toast.error("Error", { description: errorMessage(error, "No pudimos guardar la respuesta. Intenta de nuevo.") }),
  });
  if (detail.isPending) return <p className="text-muted-foreground">Cargando el problema…</p>;
  if (detail.isError) return <p className="text-destructive">No pudimos cargar el problema.</p>;
  const { problem, evidence } = detail.data;
  const answerId = `problema-${id}-respuesta`;
  return (
    <div className="grid gap-3">
      <p className="whitespace-pre-line">{problem.description}</p>
      {problem.photos.length > 0 && (
        <p className="flex flex-wrap gap-2">
          {problem.photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
              Foto {index + 1}
            </a>
          ))}
        </p>
      )}
      <section aria-label="Evidencia" className="grid gap-2 rounded-md bg-muted/50 p-2">
        <p className="font-medium">Evidencia</p>
        <p>
          Entrega: {evidence.handOverAt ? formatDateTimeShort(evidence.handOverAt) : "sin entrega registrada"} · Recogida:{" "}
          {evidence.handBackAt ? `${formatDateTimeShort(evidence.handBackAt)} (registrada por ${REPORTED_BY[evidence.handBackBy ?? "sitter"]})` : "sin recogida registrada"}
        </p>
        {evidence.reports.length > 0 ? <ReportTimeline reports={evidence.reports} /> : <p className="text-muted-foreground">Sin partes del día.</p>}
        {evidence.pet ? <PetFileDetails pet={evidence.pet} /> : <p className="text-muted-foreground">Sin ficha de la mascota.</p>}
      </section>
      <form
        className="grid gap-2"
        aria-label={`Responder el problema de la reserva ${problem.reference}`}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate("RESOLVED");
        }}
      >
        <Label htmlFor={answerId}>Respuesta del equipo (la familia y el cuidador la leen)</Label>
        <Textarea id={answerId} rows={3} maxLength={PROBLEM_LIMITS.resolution} value={resolution ?? problem.resolution ?? ""} onChange={(event) => setResolution(event.target.value)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={save.isPending || !(resolution ?? problem.resolution ?? "").trim()}>
            Marcar como resuelto
          </Button>
          {problem.status === "OPEN" && (
            <Button type="button" size="sm" variant="outline" disabled={save.isPending} onClick={() => save.mutate("IN_REVIEW")}>
              Poner en revisión
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
