"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PULSE_KEYS, type PulseAnswer, type SlowReplyAnswer, type ZeroRowAnswer } from "@/lib/client/pulse-api";
import { SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { formatDateTimeShort } from "@/lib/format/dates";
import { formatHours } from "@/lib/pulse/format";
import { bookingReference } from "@/lib/bookings/core/reference";
import { SectionEmpty, SectionQuery } from "../section-states";
import { weekLabel } from "./week-chart";

const serviceName = (service: string | null) => (service ? (SERVICE_LABELS[service as ServiceCode] ?? service) : "Todos los servicios");

/** The requests behind slow replies: a week and a zone, and each request not answered within 24 h. */
export function SlowRepliesDrillDown({ pulse }: { pulse: PulseAnswer }) {
  const [week, setWeek] = useState(pulse.weeks[pulse.weeks.length - 1]);
  const [zone, setZone] = useState("");
  const chosenWeek = pulse.weeks.includes(week) ? week : pulse.weeks[pulse.weeks.length - 1];
  const slow = useQuery<{ ok: true; requests: SlowReplyAnswer[] }>({ queryKey: PULSE_KEYS.slowReplies(chosenWeek, zone) });
  return (
    <section aria-labelledby="pulso-lentas" className="grid gap-3">
      <h3 id="pulso-lentas" className="font-semibold">Respuestas lentas</h3>
      <p className="text-sm text-muted-foreground">Solicitudes que nadie respondió en 24 horas (la primera respuesta es el primer paso del cuidador o del equipo).</p>
      <div className="grid gap-3 min-[420px]:grid-cols-2 sm:max-w-xl">
        <div className="grid gap-1">
          <Label htmlFor="pulso-lentas-semana">Semana</Label>
          <NativeSelect id="pulso-lentas-semana" value={chosenWeek} onChange={(event) => setWeek(event.target.value)}>
            {[...pulse.weeks].reverse().map((monday) => (
              <option key={monday} value={monday}>Semana del {weekLabel(monday)}</option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="pulso-lentas-zona">Zona</Label>
          <NativeSelect id="pulso-lentas-zona" value={zone} onChange={(event) => setZone(event.target.value)}>
            <option value="">Todas las zonas</option>
            {pulse.zones.map((item) => (
              <option key={item.slug} value={item.slug}>{item.name}</option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <SectionQuery
        query={slow}
        loading="Cargando las respuestas lentas…"
        what="las respuestas lentas"
        rows={2}
        isEmpty={(data) => data.requests.length === 0}
        empty={<SectionEmpty>Ninguna solicitud de esa semana esperó más de 24 horas.</SectionEmpty>}
      >
        {(data) => (
          <ul className="grid gap-2 text-sm">
            {data.requests.map((request) => (
              <li key={request.id} className="grid gap-0.5 rounded-md border px-3 py-2">
                <span className="font-medium">
                  {request.firstReplyHours === null ? "Sin respuesta" : `Respondida en ${formatHours(request.firstReplyHours)}`} · {request.sitterName ?? "Cuidador eliminado"}
                </span>
                <span className="text-muted-foreground">
                  {request.zoneName} · {serviceName(request.service)} · llegó el {formatDateTimeShort(request.createdAt)} · Ref. <span className="font-mono">{bookingReference(request.id)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionQuery>
    </section>
  );
}

/** The zones and services behind the searches that found nobody, over the chosen weeks. */
export function ZerosDrillDown({ weeks }: { weeks: number }) {
  const zeros = useQuery<{ ok: true; rows: ZeroRowAnswer[] }>({ queryKey: PULSE_KEYS.zeros(weeks) });
  return (
    <section aria-labelledby="pulso-ceros" className="grid gap-3">
      <h3 id="pulso-ceros" className="font-semibold">Búsquedas sin resultados</h3>
      <p className="text-sm text-muted-foreground">Dónde y qué buscaron las familias que no encontraron a nadie, en las semanas elegidas.</p>
      <SectionQuery
        query={zeros}
        loading="Cargando las búsquedas sin resultados…"
        what="las búsquedas sin resultados"
        rows={2}
        isEmpty={(data) => data.rows.length === 0}
        empty={<SectionEmpty>Ninguna búsqueda se quedó sin resultados en estas semanas.</SectionEmpty>}
      >
        {(data) => (
          // Focusable (and named) so a keyboard can scroll it on a narrow phone.
          <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label="Búsquedas sin resultados por zona y servicio">
            <table className="w-full border-collapse text-left text-sm tabular-nums">
              <caption className="sr-only">Búsquedas sin resultados por zona y servicio</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-1 pr-2 font-medium">Zona</th>
                  <th scope="col" className="py-1 pr-2 font-medium">Servicio</th>
                  <th scope="col" className="py-1 pr-2 font-medium">Sin resultados</th>
                  <th scope="col" className="py-1 font-medium">Búsquedas</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.zone}-${row.service}`} className="border-t">
                    <th scope="row" className="py-1 pr-2 font-normal">{row.name}</th>
                    <td className="py-1 pr-2">{serviceName(row.service)}</td>
                    <td className="py-1 pr-2">{row.zeroResults}</td>
                    <td className="py-1">{row.searches}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionQuery>
    </section>
  );
}
