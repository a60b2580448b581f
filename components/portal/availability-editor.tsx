"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { MonthCalendar, monthLabel } from "@/components/site/month-calendar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/client/api";
import { PORTAL_KEYS, saveAvailability, type Availability } from "@/lib/client/portal-api";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { formatCalendarDay } from "@/lib/format/dates";
import { addMonths, AVAILABILITY_LIMITS, daysToRanges, rangesToDays } from "@/lib/sitters/availability";
import { cn } from "@/lib/utils";

/**
 * "Mi disponibilidad": a month at a time, each day a toggle (blocked or free), saved together. Keyboard: Tab moves
 * between days, Space or Enter toggles one. Shown only to a caregiver linked to a public profile.
 */
export function AvailabilityEditor() {
  const availability = useQuery<Availability>({ queryKey: PORTAL_KEYS.availability });
  // Not linked to a public profile (404), or not loaded: nothing to edit here.
  if (!Array.isArray(availability.data?.blocked)) return null;
  return <Editor saved={availability.data!.blocked} />;
}

function Editor({ saved }: { saved: Availability["blocked"] }) {
  const queryClient = useQueryClient();
  const today = todayInElSalvador();
  const firstMonth = today.slice(0, 7);
  const lastDay = addDays(today, AVAILABILITY_LIMITS.daysAhead);
  const [month, setMonth] = useState(firstMonth);
  const [days, setDays] = useState(() => new Set(rangesToDays(saved)));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveAvailability(daysToRanges(days)),
    onMutate: () => setFailure(null),
    onSuccess: async (answer) => {
      queryClient.setQueryData(PORTAL_KEYS.availability, { blocked: answer.blocked });
      toast.success("Disponibilidad guardada", { description: "Tu perfil ya la muestra." });
    },
    onError: (error) => setFailure(errorMessage(error, "No pudimos guardar tu disponibilidad. Intenta de nuevo.")),
  });

  function toggle(day: string) {
    setDays((current) => {
      const next = new Set(current);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Mi disponibilidad</h2>
        </CardTitle>
        <CardDescription>Marca los días que no puedes cuidar. Las familias los ven en tu perfil y no pueden pedirlos.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-2">
          <Button type="button" variant="outline" size="icon" disabled={month <= firstMonth} onClick={() => setMonth(addMonths(month, -1))}>
            <ChevronLeftIcon aria-hidden="true" />
            <span className="sr-only">Mes anterior</span>
          </Button>
          <p aria-live="polite" className="font-medium first-letter:uppercase">
            {monthLabel(month)}
          </p>
          <Button type="button" variant="outline" size="icon" disabled={`${month}-01` > addDays(lastDay, -28)} onClick={() => setMonth(addMonths(month, 1))}>
            <ChevronRightIcon aria-hidden="true" />
            <span className="sr-only">Mes siguiente</span>
          </Button>
        </div>
        <MonthCalendar
          month={month}
          namedAbove
          day={(date) => {
            const outside = date < today || date > lastDay;
            const blocked = days.has(date);
            return (
              <button
                type="button"
                disabled={outside}
                // The state is in the name, said once (no aria-pressed on top of it); a past day is not "disponible".
                aria-label={`${formatCalendarDay(date)}: ${date < today ? "ya pasó" : date > lastDay ? "fuera del calendario" : blocked ? "no disponible" : "disponible"}`}
                onClick={() => toggle(date)}
                className={cn(
                  "flex h-10 w-full items-center justify-center rounded-md border text-sm focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none",
                  outside && "border-transparent text-muted-foreground",
                  !outside && !blocked && "border-input bg-background hover:bg-accent",
                  blocked && "border-destructive/40 bg-destructive/10 text-destructive line-through",
                )}
              >
                {Number(date.slice(8))}
              </button>
            );
          }}
        />
        <p className="text-xs text-muted-foreground">Tachado: no disponible. Tus reservas confirmadas de hospedaje también bloquean sus días.</p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="button" className="w-full sm:w-fit" disabled={save.isPending} onClick={() => save.mutate()}>
          {save.isPending ? "Guardando…" : "Guardar disponibilidad"}
        </Button>
      </CardContent>
    </Card>
  );
}
