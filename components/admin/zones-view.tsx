"use client";

import { useQuery } from "@tanstack/react-query";
import { CircleCheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ADMIN_ZONES_KEY, type AdminZone, type AdminZones } from "@/lib/client/admin-zones-api";
import { formatCount } from "@/lib/format/text";
import type { ReadinessThresholds } from "@/lib/zones/readiness";
import { ZONE_STATE_LABELS } from "@/lib/zones/states";
import { cn } from "@/lib/utils";
import { AdminSection } from "./admin-section";
import { SectionQuery } from "./section-states";
import { ZoneInviteButton } from "./zone-invite-button";
import { ZoneStateSelect } from "./zone-state-select";
import { ZoneThresholdsForm } from "./zone-thresholds-form";

/**
 * Zonas: each zone's state, which the team changes here; for the closed ones (Próximamente, Por
 * invitación) their families waiting, sitters who applied and sitters ready against the team's thresholds, marked
 * «Lista para abrir» when both are reached (those first). A zone «Por invitación» invites the families who joined
 * its list since (joining only lists them).
 */
export function ZonesView() {
  const zones = useQuery<AdminZones>({ queryKey: ADMIN_ZONES_KEY });
  return (
    <AdminSection
      title="Zonas"
      description="Abre el piloto zona por zona: primero por invitación a las familias de su lista, luego a todos."
      onRefresh={() => zones.refetch()}
      refreshing={zones.isFetching}
    >
      <SectionQuery query={zones} loading="Cargando las zonas…" what="las zonas" isEmpty={() => false} empty={null}>
        {({ zones: all, thresholds }) => {
          const closed = all.filter((zone) => zone.state !== "OPEN").sort((a, b) => Number(b.readyToOpen) - Number(a.readyToOpen));
          const open = all.filter((zone) => zone.state === "OPEN");
          return (
            <div className="grid gap-6">
              <ZoneThresholdsForm thresholds={thresholds} />
              <ZoneGroup title="Por abrir" count={closed.length}>
                {closed.map((zone) => (
                  <ClosedZone key={zone.slug} zone={zone} thresholds={thresholds} />
                ))}
              </ZoneGroup>
              <ZoneGroup title="Abiertas" count={open.length}>
                {open.map((zone) => (
                  <li key={zone.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-background p-3">
                    <div className="grid gap-0.5">
                      <h4 className="font-medium">{zone.name}</h4>
                      <p className="text-sm text-muted-foreground">{formatCount(zone.waiting)} en su lista de espera</p>
                    </div>
                    <ZoneStateSelect zone={zone} readyGoal={thresholds.readySitters} />
                  </li>
                ))}
              </ZoneGroup>
            </div>
          );
        }}
      </SectionQuery>
    </AdminSection>
  );
}

function ZoneGroup({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const id = `zonas-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-medium">
        {title} <span className="text-muted-foreground">({formatCount(count)})</span>
      </h3>
      {count > 0 ? <ul className="grid gap-2">{children}</ul> : <p className="text-sm text-muted-foreground">Ninguna.</p>}
    </section>
  );
}

function ClosedZone({ zone, thresholds }: { zone: AdminZone; thresholds: ReadinessThresholds }) {
  return (
    <li className={cn("grid gap-3 rounded-md border bg-background p-3", zone.readyToOpen && "border-success")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-medium">{zone.name}</h4>
          <Badge variant="outline">{ZONE_STATE_LABELS[zone.state]}</Badge>
          {zone.readyToOpen && (
            <Badge variant="success">
              <CircleCheckIcon aria-hidden="true" />
              Lista para abrir
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {zone.state === "INVITE" && <ZoneInviteButton zone={zone} />}
          <ZoneStateSelect zone={zone} readyGoal={thresholds.readySitters} />
        </div>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <Figure label="Familias en espera" value={zone.waiting} goal={thresholds.waitingFamilies} />
        <Figure label="Cuidadores listos" value={zone.readySitters} goal={thresholds.readySitters} />
        <Figure label="Cuidadores que se postularon" value={zone.applied} />
      </dl>
    </li>
  );
}

/** One figure; against a threshold it reads "12 de 30" and says when it is reached. */
function Figure({ label, value, goal }: { label: string; value: number; goal?: number }) {
  const reached = goal !== undefined && value >= goal;
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">
        {formatCount(value)}
        {goal !== undefined && ` de ${formatCount(goal)}`}
        {reached && <span className="ml-1 font-normal text-success">· alcanzado</span>}
      </dd>
    </div>
  );
}
