"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { ADMIN_ZONES_KEY, setReadinessThresholds } from "@/lib/client/admin-zones-api";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { READINESS_THRESHOLD_LIMITS, READINESS_WINDOW_DAYS, type ReadinessThresholds } from "@/lib/zones/readiness";
import { readinessThresholdsSchema } from "@/lib/zones/schemas";
import { toastFailure } from "./admin-toasts";

type FormInput = z.input<typeof readinessThresholdsSchema>;

/** The team's thresholds of «Lista para abrir» (PUT /api/admin/zone-thresholds), in force until changed again. */
export function ZoneThresholdsForm({ thresholds }: { thresholds: ReadinessThresholds }) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, ReadinessThresholds>({ resolver: zodResolver(readinessThresholdsSchema), values: thresholds });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: setReadinessThresholds,
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      toast.success("Umbrales guardados");
      await queryClient.invalidateQueries({ queryKey: ADMIN_ZONES_KEY });
    },
    onError: (error) => {
      const message = toastFailure(error, "No pudimos guardar los umbrales.");
      if (!applyServerError(form, failureOf(error, message))) setFailure(message);
    },
  });
  const number = { type: "number", inputMode: "numeric", min: READINESS_THRESHOLD_LIMITS.min, max: READINESS_THRESHOLD_LIMITS.max, step: 1 } as const;

  return (
    <form noValidate aria-labelledby="zone-thresholds-title" className="grid gap-3 rounded-md border bg-muted/30 p-3" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <div className="grid gap-1">
        <h3 id="zone-thresholds-title" className="font-medium">
          Cuándo una zona está lista para abrir
        </h3>
        <p className="text-sm text-muted-foreground">
          Una zona cerrada está «Lista para abrir» cuando tiene al menos estos cuidadores listos (verificados, publicados y con
          algún día libre en los próximos {READINESS_WINDOW_DAYS} días) y estas familias en espera.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[repeat(2,minmax(0,14rem))_auto] sm:items-end">
        <TextField label="Cuidadores listos" {...number} error={errors.readySitters?.message} {...form.register("readySitters", { valueAsNumber: true })} />
        <TextField label="Familias en espera" {...number} error={errors.waitingFamilies?.message} {...form.register("waitingFamilies", { valueAsNumber: true })} />
        <Button type="submit" className="w-fit" disabled={save.isPending} aria-busy={save.isPending}>
          Guardar umbrales
        </Button>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
    </form>
  );
}
