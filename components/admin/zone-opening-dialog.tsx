"use client";

import { useQuery } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { zoneOpeningKey, type AdminZone, type ZoneOpeningPreview } from "@/lib/client/admin-zones-api";
import { formatCount, formatCountOf } from "@/lib/format/text";
import type { OpeningRecipient } from "@/lib/zones/state-change";

export type OpeningState = "INVITE" | "OPEN";

const TITLES: Record<OpeningState, (zone: string) => string> = {
  INVITE: (zone) => `¿Abrir ${zone} por invitación?`,
  OPEN: (zone) => `¿Abrir ${zone} a todos?`,
};
const CONFIRM: Record<OpeningState, string> = { INVITE: "Abrir por invitación", OPEN: "Abrir a todos" };

/** "Avisaremos a 12 familias y 3 cuidadores de su lista.", or that nobody on its lists hears of it. */
export function openingTold(families: number, providers: number): string {
  if (families + providers === 0) return "Nadie de sus listas recibe aviso: ya les escribimos antes o las listas están vacías.";
  return `Avisaremos a ${formatCountOf(families, "familia", "familias")} y ${formatCountOf(providers, "cuidador", "cuidadores")} de su lista.`;
}

/** The warning when the zone's ready sitters fall short of the team's threshold: explicit when there are none. */
export function readinessWarning(zone: string, ready: number, goal: number): string | null {
  if (ready === 0) return `Ningún cuidador está listo en ${zone}: las familias que avisemos todavía no tendrán a quién reservar.`;
  if (ready < goal) return `Solo ${formatCount(ready)} de ${formatCount(goal)} cuidadores están listos en ${zone}: pocas familias encontrarán a alguien libre.`;
  return null;
}

/**
 * Opening a zone is a decision: before the change, who it tells (families and caregivers of its lists, each named),
 * how many sitters are ready against the team's threshold, and which e-mail the families get. Nothing changes
 * until «Abrir…» (the parent's `onConfirm`); it stays open, busy, while the change is saved.
 */
export function ZoneOpeningDialog({
  zone,
  state,
  readyGoal,
  pending,
  onCancel,
  onConfirm,
}: {
  zone: Pick<AdminZone, "slug" | "name" | "readySitters">;
  state: OpeningState | null;
  readyGoal: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (state: OpeningState) => void;
}) {
  const preview = useQuery<ZoneOpeningPreview>({ queryKey: zoneOpeningKey(zone.slug, state ?? "INVITE"), enabled: state !== null, staleTime: 0 });
  const warning = readinessWarning(zone.name, zone.readySitters, readyGoal);
  const data = preview.data;
  return (
    <ConfirmDialog
      title={state ? TITLES[state](zone.name) : ""}
      description={data ? openingTold(data.families.length, data.providers.length) : preview.isError ? "No pudimos contar a quién avisamos. Cierra e intenta de nuevo." : "Contando a quién avisamos…"}
      confirmLabel={state ? CONFIRM[state] : ""}
      pending={pending}
      confirmDisabled={!data}
      open={state !== null}
      onOpenChange={(open) => !open && onCancel()}
      onConfirm={() => state && onConfirm(state)}
    >
      <div className="grid gap-3 text-sm">
        <p>
          Cuidadores listos: <span className="font-medium tabular-nums">{`${formatCount(zone.readySitters)} de ${formatCount(readyGoal)} listos`}</span>
        </p>
        {warning && (
          <p className="flex gap-2 rounded-md border border-warning bg-warning/10 p-2 font-medium">
            <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {warning}
          </p>
        )}
        {data && (
          <p className="text-muted-foreground">
            {data.bookableSitters > 0
              ? `El correo a las familias les dice que ya pueden ver a los cuidadores de ${zone.name} y reservar.`
              : `Como nadie se puede reservar aún en ${zone.name}, el correo a las familias dice que la zona está abriendo y que les escribimos apenas el primer cuidador esté libre.`}
          </p>
        )}
        {data && data.families.length + data.providers.length > 0 && (
          <div className="grid max-h-56 gap-2 overflow-y-auto rounded-md border p-2">
            <Recipients title="Familias" people={data.families} />
            <Recipients title="Cuidadores" people={data.providers} />
          </div>
        )}
      </div>
    </ConfirmDialog>
  );
}

function Recipients({ title, people }: { title: string; people: OpeningRecipient[] }) {
  if (people.length === 0) return null;
  return (
    <section aria-label={`${title} que avisamos`} className="grid gap-1">
      <h3 className="font-medium">
        {title} ({formatCount(people.length)})
      </h3>
      <ul className="grid gap-0.5 [overflow-wrap:anywhere]">
        {people.map((person) => (
          <li key={person.email}>
            {person.name} <span className="text-muted-foreground">({person.email}{person.whatsapp ? ", también por WhatsApp" : ""})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
