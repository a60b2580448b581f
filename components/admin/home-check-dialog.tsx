"use client";

import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HouseIcon } from "lucide-react";
import { toast } from "sonner";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ADMIN_KEYS, recordHomeCheck, type AdminHomeCheck, type AdminUser } from "@/lib/client/admin-api";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { todayInElSalvador } from "@/lib/dates";
import { formatCalendarDay } from "@/lib/format/dates";
import { HOME_CHECK_NOTE_MAX, homeCheckSchema, type HomeCheckInput } from "@/lib/caregivers/home-check-schema";
import { HOME_CHECK_ITEMS, HOME_CHECK_KEYS, type HomeCheckKey } from "@/lib/sitters/home-check";
import { toastFailure } from "./admin-toasts";
import { SectionQuery } from "./section-states";

const YES_NO = [
  { value: "yes", label: "Sí" },
  { value: "no", label: "No" },
];

type Answer = { ok: "" | "yes" | "no"; note: string };
type FormValues = { checkedAt: string } & Record<HomeCheckKey, Answer>;

/** The form starts from the latest check's answers (a new visit often confirms them), dated today. */
function startingValues(check: AdminHomeCheck["homeCheck"]): FormValues {
  const answers = Object.fromEntries(
    HOME_CHECK_KEYS.map((key) => {
      const item = check?.items.find((entry) => entry.key === key);
      return [key, { ok: item ? (item.ok ? "yes" : "no") : "", note: item?.note ?? "" }];
    }),
  ) as Record<HomeCheckKey, Answer>;
  return { checkedAt: todayInElSalvador(), ...answers };
}

/** The body the API reads: an unanswered question stays out, so the server's message names it. */
function toBody(values: FormValues) {
  const answers = Object.fromEntries(
    HOME_CHECK_KEYS.map((key) => [key, { ...(values[key].ok ? { ok: values[key].ok === "yes" } : {}), note: values[key].note }]),
  );
  return { checkedAt: values.checkedAt, ...answers };
}

/**
 * The team's home-safety check of a boarding caregiver, recorded at the interview or a meet & greet:
 * six yes/no questions (yes is the safe answer) with a note each; the profile shows the day and the answers.
 */
export function HomeCheckDialog({ user }: { user: Pick<AdminUser, "id" | "name"> }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <HouseIcon aria-hidden="true" />
          Hogar<span className="sr-only"> de {user.name}: revisión</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Revisión del hogar de {user.name}</DialogTitle>
          <DialogDescription>Para quien ofrece hospedaje. «Sí» es la respuesta segura; las notas quedan solo para el equipo.</DialogDescription>
        </DialogHeader>
        <HomeCheckLoader userId={user.id} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function HomeCheckLoader({ userId, onDone }: { userId: string; onDone: () => void }) {
  const query = useQuery<AdminHomeCheck>({ queryKey: ADMIN_KEYS.homeCheck(userId) });
  return (
    <SectionQuery query={query} loading="Cargando la revisión del hogar…" what="la revisión del hogar" rows={3} isEmpty={() => false} empty={null}>
      {(data) =>
        data.refusal ? (
          <p className="text-sm">{data.refusal}</p>
        ) : (
          <HomeCheckForm userId={userId} current={data} onDone={onDone} />
        )
      }
    </SectionQuery>
  );
}

function HomeCheckForm({ userId, current, onDone }: { userId: string; current: AdminHomeCheck; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: startingValues(current.homeCheck) });
  const { errors } = form.formState;

  const save = useMutation({
    // Sent only after homeCheckSchema accepted it (submit below).
    mutationFn: (values: FormValues) => recordHomeCheck(userId, toBody(values) as HomeCheckInput),
    onSuccess: (answer) => {
      queryClient.setQueryData(ADMIN_KEYS.homeCheck(userId), { refusal: answer.refusal, homeCheck: answer.homeCheck });
      toast.success("Revisión del hogar guardada", { description: answer.homeCheck ? `Hogar revisado el ${formatCalendarDay(answer.homeCheck.checkedAt)}` : undefined });
      onDone();
    },
    onError: (error) => {
      const message = toastFailure(error, "Error al guardar la revisión del hogar");
      applyServerError(form, failureOf(error, message));
    },
  });

  function submit(values: FormValues) {
    // The server's own schema first, so a missing answer is explained beside its question.
    const parsed = homeCheckSchema.safeParse(toBody(values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setError(issue.path.join(".") as Path<FormValues>, { message: issue.message }, { shouldFocus: true });
      return;
    }
    save.mutate(values);
  }

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        // A server's message sits on a whole item, which react-hook-form's own checks never clear.
        form.clearErrors();
        return form.handleSubmit(submit)(event);
      }}
    >
      {current.homeCheck && (
        <p className="text-sm text-muted-foreground">
          Última revisión: {formatCalendarDay(current.homeCheck.checkedAt)}, por {current.homeCheck.checkedBy}.
        </p>
      )}
      <TextField
        label="Fecha de la revisión"
        type="date"
        max={todayInElSalvador()}
        error={errors.checkedAt?.message}
        className="sm:w-56"
        {...form.register("checkedAt")}
      />
      {HOME_CHECK_KEYS.map((key) => {
        const item = HOME_CHECK_ITEMS[key];
        const error = errors[key]?.message ?? errors[key]?.ok?.message;
        return (
          <div key={key} className="grid gap-2 border-t pt-4">
            <ChoiceGroup legend={item.question} name={`home-check-${userId}-${key}`} choices={YES_NO} registration={form.register(`${key}.ok`)} error={error} />
            <TextField label={`Nota sobre ${item.topic} (opcional)`} maxLength={HOME_CHECK_NOTE_MAX} error={errors[key]?.note?.message} {...form.register(`${key}.note`)} />
          </div>
        );
      })}
      <DialogFormFooter pending={save.isPending} submitLabel="Guardar revisión" />
    </form>
  );
}
