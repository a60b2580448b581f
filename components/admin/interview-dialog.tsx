"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClockIcon } from "lucide-react";
import { toast } from "sonner";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";
import { FormAlert } from "@/components/forms/form-alert";
import { labelledOptions, OptionsSelect } from "@/components/forms/options-select";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { updateInterview, type AdminUser } from "@/lib/client/admin-api";
import { toElSalvadorDateTimeInput } from "@/lib/dates";
import { formatDateTime } from "@/lib/format/dates";
import type { InterviewStatus } from "@/lib/generated/prisma/enums";
import { resolveInterview } from "@/lib/caregivers/interview";
import { INTERVIEW_STATUS_LABELS } from "@/lib/caregivers/status-labels";
import { INTERVIEW_STATUSES, interviewSchema, parseInterviewDate } from "@/lib/caregivers/schemas";
import { replaceCachedUser, toastFailure } from "./admin-toasts";

const STATUS_OPTIONS = labelledOptions(INTERVIEW_STATUSES, INTERVIEW_STATUS_LABELS);

type Interviewee = Pick<AdminUser, "id" | "name" | "interviewDate" | "interviewStatus">;

/**
 * Interview scheduling (SPEC §4): setting a date makes it 'Programada', clearing it makes it 'Pendiente', and
 * the status can also be chosen directly (e.g. 'Completada'). Times are El Salvador's.
 */
export function InterviewDialog({ user }: { user: Interviewee }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarClockIcon aria-hidden="true" />
          {user.interviewDate ? "Cambiar" : "Programar"}
          <span className="sr-only"> entrevista de {user.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Entrevista de {user.name}</DialogTitle>
          <DialogDescription>Indica la fecha y la hora en horario de El Salvador.</DialogDescription>
        </DialogHeader>
        <InterviewForm user={user} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InterviewForm({ user, onDone }: { user: Interviewee; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => toElSalvadorDateTimeInput(user.interviewDate));
  const [status, setStatus] = useState<InterviewStatus>(user.interviewStatus);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => updateInterview(user.id, { interviewDate: date || null, interviewStatus: status }),
    onMutate: () => setProblem(null),
    onSuccess: ({ user: updated }) => {
      replaceCachedUser(queryClient, updated);
      toast.success("Entrevista actualizada", { description: `${updated.name}: ${INTERVIEW_STATUS_LABELS[updated.interviewStatus]}` });
      onDone();
    },
    onError: (error) => setProblem(toastFailure(error, "Error al actualizar entrevista")),
  });

  /** SPEC §4: a date makes a pending interview 'Programada'; no date makes a scheduled one 'Pendiente'. */
  function changeDate(value: string) {
    setDate(value);
    setProblem(null);
    if (value && status === "pending") setStatus("scheduled");
    if (!value && status === "scheduled") setStatus("pending");
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The server's own rules, checked here first so a mistake is explained next to the fields.
    const parsed = interviewSchema.safeParse({ interviewDate: date || null, interviewStatus: status });
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    const current = { interviewDate: user.interviewDate ? new Date(user.interviewDate) : null, interviewStatus: user.interviewStatus };
    const next = resolveInterview(current, parsed.data);
    if (!next.ok) return setProblem(next.error);
    save.mutate();
  }

  const preview = date ? parseInterviewDate(date) : null;
  const dateId = `${id}-date`;
  const problemId = `${id}-problem`;
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={dateId}>Fecha y hora</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={dateId}
            type="datetime-local"
            value={date}
            onChange={(event) => changeDate(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-preview${problem ? ` ${problemId}` : ""}`}
            className="min-w-0 flex-1 basis-52"
          />
          <Button type="button" variant="ghost" onClick={() => changeDate("")} disabled={!date}>
            Quitar fecha
          </Button>
        </div>
        <p id={`${id}-preview`} className="text-sm text-muted-foreground">
          {preview ? formatDateTime(preview) : "Sin fecha: la entrevista queda pendiente."}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>Estado de la entrevista</Label>
        <OptionsSelect id={`${id}-status`} value={status} onValueChange={setStatus} options={STATUS_OPTIONS} className="w-full sm:w-56" />
      </div>
      {problem && <FormAlert id={problemId}>{problem}</FormAlert>}
      <DialogFormFooter pending={save.isPending} submitLabel="Guardar entrevista" />
    </form>
  );
}
