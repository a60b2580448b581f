"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { labelledOptions, OptionsSelect } from "@/components/forms/options-select";
import { ADMIN_ZONES_KEY, setZoneState, type AdminZone } from "@/lib/client/admin-zones-api";
import { formatCountOf } from "@/lib/format/text";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { ZONE_STATE_LABELS, ZONE_STATES } from "@/lib/zones/states";
import { toastFailure } from "./admin-toasts";

const STATE_OPTIONS = labelledOptions(ZONE_STATES, ZONE_STATE_LABELS);

/** What an opening queued, for the toast: "Avisamos a 12 familias y 3 cuidadores." */
function mailedSummary({ families, providers }: { families: number; providers: number }): string | undefined {
  if (families + providers === 0) return undefined;
  return `Avisamos a ${formatCountOf(families, "familia", "familias")} y ${formatCountOf(providers, "cuidador", "cuidadores")} de su lista.`;
}

/** A zone's state, changed at once (PATCH /api/admin/zones/{slug}); back to the waitlist is refused while it has bookings under way. */
export function ZoneStateSelect({ zone }: { zone: AdminZone }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (state: ZoneState) => setZoneState(zone.slug, state),
    onSuccess: async (answer) => {
      toast.success(`${answer.zone.name}: ${ZONE_STATE_LABELS[answer.zone.state]}`, { description: mailedSummary(answer.mailed) });
      await queryClient.invalidateQueries({ queryKey: ADMIN_ZONES_KEY });
    },
    onError: (error) => toastFailure(error, "No pudimos cambiar el estado de la zona."),
  });
  return (
    <OptionsSelect
      value={zone.state}
      onValueChange={(state) => change.mutate(state)}
      options={STATE_OPTIONS}
      disabled={change.isPending}
      size="sm"
      className="w-40"
      aria-label={`Estado de ${zone.name}`}
      aria-busy={change.isPending}
    />
  );
}
