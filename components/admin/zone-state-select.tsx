"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { labelledOptions, OptionsSelect } from "@/components/forms/options-select";
import { ADMIN_ZONES_KEY, setZoneState, type AdminZone } from "@/lib/client/admin-zones-api";
import { formatCountOf } from "@/lib/format/text";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { ZONE_STATE_LABELS, ZONE_STATES } from "@/lib/zones/states";
import { toastFailure } from "./admin-toasts";
import { ZoneOpeningDialog, type OpeningState } from "./zone-opening-dialog";

const STATE_OPTIONS = labelledOptions(ZONE_STATES, ZONE_STATE_LABELS);

/** What an opening queued, for the toast: "Avisamos a 12 familias y 3 cuidadores." */
function mailedSummary({ families, providers }: { families: number; providers: number }): string | undefined {
  if (families + providers === 0) return undefined;
  return `Avisamos a ${formatCountOf(families, "familia", "familias")} y ${formatCountOf(providers, "cuidador", "cuidadores")} de su lista.`;
}

/**
 * A zone's state (PATCH /api/admin/zones/{slug}). Opening it («Por invitación», «Abierta») writes to its lists, so it
 * asks first (ZoneOpeningDialog); back to «Próximamente» changes at once, refused while it has bookings under way.
 */
export function ZoneStateSelect({ zone, readyGoal }: { zone: AdminZone; readyGoal: number }) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<OpeningState | null>(null);
  const change = useMutation({
    mutationFn: (state: ZoneState) => setZoneState(zone.slug, state),
    onSuccess: async (answer) => {
      toast.success(`${answer.zone.name}: ${ZONE_STATE_LABELS[answer.zone.state]}`, { description: mailedSummary(answer.mailed) });
      setAsked(null);
      await queryClient.invalidateQueries({ queryKey: ADMIN_ZONES_KEY });
    },
    onError: (error) => {
      setAsked(null);
      toastFailure(error, "No pudimos cambiar el estado de la zona.");
    },
  });
  return (
    <>
      <ZoneOpeningDialog zone={zone} state={asked} readyGoal={readyGoal} pending={change.isPending} onCancel={() => setAsked(null)} onConfirm={(state) => change.mutate(state)} />
      <Select zone={zone} pending={change.isPending} onChange={(state) => (state === "WAITLIST" ? change.mutate(state) : setAsked(state))} />
    </>
  );
}

function Select({ zone, pending, onChange }: { zone: AdminZone; pending: boolean; onChange: (state: ZoneState) => void }) {
  return (
    <OptionsSelect
      value={zone.state}
      onValueChange={(state) => state !== zone.state && onChange(state)}
      options={STATE_OPTIONS}
      disabled={pending}
      size="sm"
      className="w-40"
      aria-label={`Estado de ${zone.name}`}
      aria-busy={pending}
    />
  );
}
