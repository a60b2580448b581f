"use client";

import { useId, useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { SearchIcon, UserPlusIcon } from "lucide-react";
import { InterviewStatusBadge } from "@/components/application-badges";
import { clampPercent, CompletionBar } from "@/components/completion-bar";
import { labelledOptions, OptionsSelect, type SelectOption } from "@/components/forms/options-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_KEYS, type AdminUser } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import type { UserStatus } from "@/lib/generated/prisma/enums";
import { ADMIN_STATUS_LABELS } from "@/lib/caregivers/status-labels";
import { matchesSearch } from "@/lib/text-search";
import { USER_STATUSES } from "@/lib/caregivers/schemas";
import { AdminSection } from "./admin-section";
import { CaregiverStatusSelect } from "./caregiver-status-select";
import { CreateCaregiverDialog } from "./create-caregiver-dialog";
import { DeleteCaregiverDialog } from "./delete-caregiver-dialog";
import { DocumentsDialog } from "./documents-dialog";
import { InterviewDialog } from "./interview-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { SectionEmpty, SectionQuery } from "./section-states";
import { formatCountOf } from "@/lib/format/text";

const ALL = "all";
const FILTER_OPTIONS: SelectOption<UserStatus | typeof ALL>[] = [
  { value: ALL, label: "Todos los estados" },
  ...labelledOptions(USER_STATUSES, ADMIN_STATUS_LABELS),
];

/**
 * SPEC §2's sitter table: name, e-mail, status (SPEC §4's admin labels, changeable), completion, documents and
 * interview, with search by name or e-mail, a status filter, and each caregiver's actions.
 */
export function CaregiversTable() {
  const id = useId();
  const users = useQuery<AdminUser[]>({ queryKey: ADMIN_KEYS.users });
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<UserStatus | typeof ALL>(ALL);
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const shown = useMemo(
    () => (users.data ?? []).filter((u) => (status === ALL || u.status === status) && matchesSearch(search, u.name, u.email)),
    [users.data, search, status],
  );
  const filtering = search.trim() !== "" || status !== ALL;

  return (
    <AdminSection
      title="Cuidadores"
      description="Cuentas del portal: estado de cada aplicación, documentos y entrevista."
      headingRef={headingRef}
      onRefresh={() => users.refetch()}
      refreshing={users.isFetching}
      actions={
        <Button ref={createButton} size="sm" onClick={() => setCreating(true)}>
          <UserPlusIcon aria-hidden="true" />
          Crear cuidador
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-60 gap-2">
          <Label htmlFor={`${id}-search`}>Buscar por nombre o correo</Label>
          <div className="relative">
            <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
            <Input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>Estado</Label>
          <OptionsSelect id={`${id}-status`} value={status} onValueChange={setStatus} options={FILTER_OPTIONS} className="w-48" />
        </div>
      </div>

      <SectionQuery
        query={users}
        loading="Cargando cuidadores…"
        what="los cuidadores"
        isEmpty={(data) => data.length === 0}
        empty={
          <SectionEmpty
            action={
              <Button variant="outline" onClick={() => setCreating(true)}>
                Crear el primero
              </Button>
            }
          >
            Todavía no hay cuidadores.
          </SectionEmpty>
        }
      >
        {(data) => (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {filtering ? `Mostrando ${shown.length} de ${formatCountOf(data.length, "cuidador", "cuidadores")}` : formatCountOf(data.length, "cuidador", "cuidadores")}
            </p>
            {shown.length === 0 ? (
              <SectionEmpty
                action={
                  <Button
                    variant="outline"
                    onClick={() => {
                      setSearch("");
                      setStatus(ALL);
                    }}
                  >
                    Ver todos
                  </Button>
                }
              >
                Ningún cuidador coincide con la búsqueda.
              </SectionEmpty>
            ) : (
              <Table aria-label="Cuidadores">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Nombre</TableHead>
                    <TableHead scope="col">Correo</TableHead>
                    <TableHead scope="col">Estado</TableHead>
                    <TableHead scope="col">Progreso</TableHead>
                    <TableHead scope="col">Documentos</TableHead>
                    <TableHead scope="col">Entrevista</TableHead>
                    <TableHead scope="col">Acciones</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.map((user) => (
                    <CaregiverRow key={user.id} user={user} onDeleted={() => headingRef.current?.focus()} />
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </SectionQuery>
      <CreateCaregiverDialog open={creating} onOpenChange={setCreating} returnFocusTo={() => createButton.current} />
    </AdminSection>
  );
}

function CaregiverRow({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const percent = clampPercent(user.completionPercent);
  return (
    <TableRow>
      <TableHead scope="row" className="min-w-36 font-medium whitespace-normal">
        {user.name}
      </TableHead>
      <TableCell className="min-w-44 whitespace-normal [overflow-wrap:anywhere]">{user.email}</TableCell>
      <TableCell>
        <CaregiverStatusSelect user={user} />
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <span className="w-10 text-right tabular-nums">{percent}%</span>
          <CompletionBar percent={percent} aria-label={`Progreso de ${user.name}`} className="w-16" />
        </div>
      </TableCell>
      <TableCell>
        <DocumentsDialog user={user} />
      </TableCell>
      <TableCell>
        <div className="flex flex-col items-start gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm">{user.interviewDate ? formatDateTimeShort(user.interviewDate) : "Sin fecha"}</span>
            <InterviewStatusBadge status={user.interviewStatus} />
          </div>
          <InterviewDialog user={user} />
        </div>
      </TableCell>
      <TableCell>
        <div className="flex flex-col items-start gap-1">
          <ResetPasswordDialog user={user} />
          <DeleteCaregiverDialog user={user} onDeleted={onDeleted} />
        </div>
      </TableCell>
    </TableRow>
  );
}
