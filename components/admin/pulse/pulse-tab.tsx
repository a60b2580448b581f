"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PULSE_KEYS, pulseCsvUrl, type PulseAnswer } from "@/lib/client/pulse-api";
import { AdminSection } from "../admin-section";
import { SectionQuery } from "../section-states";
import { SlowRepliesDrillDown, ZerosDrillDown } from "./pulse-drill-downs";
import { WeekChart } from "./week-chart";
import { hasActivity, ZonePulse } from "./zone-pulse";

const PERIODS = [4, 12, 26, 52] as const;

/** Pulso: each zone's week — do families find someone, how fast do sitters answer, who comes back. */
export function PulseTab() {
  const [weeks, setWeeks] = useState<number>(12);
  const pulse = useQuery<PulseAnswer>({ queryKey: PULSE_KEYS.pulse(weeks), placeholderData: keepPreviousData });
  return (
    <AdminSection
      title="Pulso"
      description="Cada semana (de lunes a domingo) por zona: búsquedas y las que no encontraron a nadie, solicitudes, primera respuesta, llenado, familias que repiten y oferta activa."
      onRefresh={() => pulse.refetch()}
      refreshing={pulse.isFetching}
      actions={
        <Button asChild variant="outline" size="sm">
          <a href={pulseCsvUrl(weeks)} download>
            <DownloadIcon aria-hidden="true" />
            Exportar CSV<span className="sr-only"> del pulso</span>
          </a>
        </Button>
      }
    >
      <div className="grid gap-6">
        <div className="grid max-w-48 gap-1">
          <Label htmlFor="pulso-semanas">Periodo</Label>
          <NativeSelect id="pulso-semanas" value={weeks} onChange={(event) => setWeeks(Number(event.target.value))}>
            {PERIODS.map((count) => (
              <option key={count} value={count}>Últimas {count} semanas</option>
            ))}
          </NativeSelect>
        </div>
        <SectionQuery query={pulse} loading="Cargando el pulso…" what="el pulso" isEmpty={() => false} empty={null}>
          {(data) => <PulseBody data={data} />}
        </SectionQuery>
      </div>
    </AdminSection>
  );
}

function PulseBody({ data }: { data: PulseAnswer }) {
  const total = (key: "searches" | "zeroResults" | "requests" | "confirmed") => data.weeks.map((_, i) => data.zones.reduce((sum, zone) => sum + zone.rows[i][key], 0));
  const active = data.zones.filter(hasActivity);
  const quiet = data.zones.filter((zone) => !hasActivity(zone));
  return (
    <div className="grid gap-6">
      <section aria-labelledby="pulso-piloto" className="grid gap-3">
        <h3 id="pulso-piloto" className="font-semibold">Todo el piloto</h3>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <WeekChart title="Búsquedas por semana" weeks={data.weeks} bars={{ label: "Búsquedas", values: total("searches") }} line={{ label: "Sin resultados", values: total("zeroResults") }} />
          <WeekChart title="Solicitudes por semana" weeks={data.weeks} bars={{ label: "Solicitudes", values: total("requests") }} line={{ label: "Confirmadas", values: total("confirmed") }} />
        </div>
        <p className="text-xs text-muted-foreground">Barras: la primera cifra; línea: la segunda. La barra oscura es esta semana.</p>
      </section>
      <section aria-labelledby="pulso-zonas" className="grid gap-3">
        <h3 id="pulso-zonas" className="font-semibold">Por zona</h3>
        {active.length === 0 ? (
          <p className="text-sm text-muted-foreground">Todavía no hay búsquedas, solicitudes ni familias en espera en estas semanas.</p>
        ) : (
          <ul className="grid gap-3">
            {active.map((zone) => (
              <ZonePulse key={zone.slug} zone={zone} weeks={data.weeks} />
            ))}
          </ul>
        )}
        {quiet.length > 0 && (
          <p className="text-sm text-muted-foreground">Sin actividad en estas semanas: {quiet.map((zone) => zone.name).join(", ")}.</p>
        )}
      </section>
      <SlowRepliesDrillDown pulse={data} />
      <ZerosDrillDown weeks={data.weeks.length} />
    </div>
  );
}
