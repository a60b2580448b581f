"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { NewTabLink } from "@/components/new-tab-link";
import { ResponsiveImage } from "@/components/responsive-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_KEYS, approveProfileChange, publicProfilePath, rejectProfileChange, type AdminProfileChange } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import { serviceList } from "@/lib/format/services";
import { formatUSD } from "@/lib/format/text";
import { SERVICE_LABELS, type ServiceCode } from "@/lib/constants";
import { PRICE_FIELDS, SERVICE_ORDER, SERVICE_UNITS } from "@/lib/sitters/prices";
import { AdminSection } from "./admin-section";
import { toastFailure } from "./admin-toasts";
import { SectionEmpty, SectionQuery } from "./section-states";

type Values = AdminProfileChange["proposed"];

/** A service's price as the public profile words it ("Desde $8 por paseo"), or that it is not offered. */
function shownPrice(values: Values, service: ServiceCode): string {
  const price = values[PRICE_FIELDS[service]];
  return values.services.includes(service) && typeof price === "number" ? `Desde ${formatUSD(price)} ${SERVICE_UNITS[service]}` : "No lo ofrece";
}

const FIELDS: { key: keyof Values; label: string; show: (values: Values) => string }[] = [
  { key: "bio", label: "Sobre mí", show: (v) => v.bio },
  { key: "home", label: "Su hogar", show: (v) => v.home || "—" },
  { key: "services", label: "Servicios", show: (v) => serviceList(v.services) },
  ...SERVICE_ORDER.map((service) => ({ key: PRICE_FIELDS[service], label: `Precio: ${SERVICE_LABELS[service]}`, show: (v: Values) => shownPrice(v, service) })),
  { key: "acceptsCats", label: "Acepta gatos", show: (v) => (v.acceptsCats ? "Sí" : "No") },
  { key: "acceptsLargeDogs", label: "Acepta perros grandes", show: (v) => (v.acceptsLargeDogs ? "Sí" : "No") },
  { key: "avatar", label: "Foto de perfil", show: (v) => v.avatar ?? "—" },
  { key: "gallery", label: "Galería", show: (v) => (v.gallery?.length ? v.gallery.join("\n") : "—") },
];

/**
 * A photo's address as its thumbnail, a link that opens the full picture (a new tab); any other value as text.
 * `name` says which picture it is ("Foto de perfil propuesta", "Galería publicada").
 */
function showValue(text: string, name: string) {
  if (!/^(\/|https:)/.test(text)) return text;
  const urls = text.split("\n");
  return (
    <span className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <NewTabLink key={url} href={url} srSuffix="(abre la foto completa en una pestaña nueva)">
          <ResponsiveImage
            src={url}
            alt={urls.length > 1 ? `${name}: foto ${index + 1}` : name}
            width={96}
            height={72}
            sizes="96px"
            className="h-18 w-24 rounded-md border object-cover"
          />
        </NewTabLink>
      ))}
    </span>
  );
}
const STATUS = { PENDING: "Pendiente", APPROVED: "Aprobado", REJECTED: "Rechazado" } as const;

/** Cambios de perfil: what caregivers want to change on their public profile, beside what is public now. */
export function ProfileChangesTable() {
  const changes = useQuery<AdminProfileChange[]>({ queryKey: ADMIN_KEYS.profileChanges });
  return (
    <AdminSection
      title="Cambios de perfil"
      description="Lo que cada cuidador quiere cambiar de su perfil público. Nada se publica hasta que lo apruebas."
      onRefresh={() => changes.refetch()}
      refreshing={changes.isFetching}
    >
      <SectionQuery
        query={changes}
        loading="Cargando cambios de perfil…"
        what="los cambios de perfil"
        isEmpty={(data) => data.length === 0}
        empty={<SectionEmpty>Nadie ha propuesto cambios todavía.</SectionEmpty>}
      >
        {(data) => (
          <ul className="grid gap-4">
            {data.map((change) => (
              <ChangeItem key={change.id} change={change} />
            ))}
          </ul>
        )}
      </SectionQuery>
    </AdminSection>
  );
}

function ChangeItem({ change }: { change: AdminProfileChange }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: (approve: boolean): Promise<{ status: "APPROVED" | "REJECTED" }> => (approve ? approveProfileChange(change.id) : rejectProfileChange(change.id, reason.trim())),
    onSuccess: async ({ status }) => {
      toast.success(status === "APPROVED" ? "Cambios publicados" : "Cambios rechazados", { description: change.sitter.name });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.profileChanges }), queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.sitters })]);
    },
    onError: (error) => toastFailure(error, "Error al revisar los cambios"),
  });
  const titleId = `cambio-${change.id}`;
  return (
    <li className="grid gap-3 rounded-lg border bg-background p-3 text-sm" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold">
          {change.sitter.name}
        </h3>
        <Badge variant={change.status === "PENDING" ? "warning" : "outline"}>{STATUS[change.status]}</Badge>
        <span className="text-muted-foreground">Enviado el {formatDateTimeShort(change.createdAt)}</span>
        <NewTabLink href={publicProfilePath(change.sitter.slug)} srSuffix="(perfil público, se abre en una pestaña nueva)">
          Ver perfil
        </NewTabLink>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Campo</TableHead>
            <TableHead scope="col">Publicado</TableHead>
            <TableHead scope="col">Propuesto</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {FIELDS.map(({ key, label, show }) => {
            const now = show(change.current as Values);
            const proposed = show(change.proposed);
            return (
              <TableRow key={key}>
                <TableHead scope="row" className="align-top">
                  {label}
                </TableHead>
                <TableCell className="align-top whitespace-normal">{showValue(now, `${label} publicada`)}</TableCell>
                <TableCell className={now === proposed ? "align-top whitespace-normal text-muted-foreground" : "align-top whitespace-normal font-medium"}>
                  {showValue(proposed, `${label} propuesta`)}
                  {now !== proposed && <span className="sr-only"> (cambia)</span>}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {change.status === "REJECTED" && <p className="text-muted-foreground">Motivo: {change.reason}</p>}
      {change.status === "PENDING" &&
        (rejecting ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) decide.mutate(false);
            }}
          >
            <div className="grid min-w-56 flex-1 gap-1">
              <Label htmlFor={`${titleId}-motivo`}>Motivo (lo lee en su portal)</Label>
              <Input id={`${titleId}-motivo`} value={reason} maxLength={500} required autoFocus onChange={(event) => setReason(event.target.value)} />
            </div>
            <Button type="submit" size="sm" variant="destructive" disabled={!reason.trim() || decide.isPending}>
              Rechazar cambios
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              Volver
            </Button>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={decide.isPending} onClick={() => decide.mutate(true)}>
              Aprobar y publicar<span className="sr-only"> los cambios de {change.sitter.name}</span>
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={decide.isPending} onClick={() => setRejecting(true)}>
              Rechazar<span className="sr-only"> los cambios de {change.sitter.name}</span>
            </Button>
          </div>
        ))}
    </li>
  );
}
