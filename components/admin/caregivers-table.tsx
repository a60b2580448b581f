"use client";

import { useRef, useState } from "react";
import { UserPlusIcon } from "lucide-react";
import { InterviewStatusBadge } from "@/components/application-badges";
import { clampPercent, CompletionBar } from "@/components/completion-bar";
import { labelledOptions, type SelectOption } from "@/components/forms/options-select";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_KEYS, type AdminUser, type AdminUsersPage } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import type { UserStatus } from "@/lib/generated/prisma/enums";
import { ADMIN_STATUS_LABELS } from "@/lib/caregivers/status-labels";
import { USER_STATUSES } from "@/lib/caregivers/schemas";
import { AdminSection } from "./admin-section";
import { CaregiverStatusSelect } from "./caregiver-status-select";
import { CreateCaregiverDialog } from "./create-caregiver-dialog";
import { DeleteCaregiverDialog } from "./delete-caregiver-dialog";
import { DocumentsDialog } from "./documents-dialog";
import { InterviewDialog } from "./interview-dialog";
import { HomeCheckDialog } from "./home-check-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { SectionEmpty, SectionQuery } from "./section-states";
import { ALL, ListControls, PageOf, usePagedList } from "./paged-list";

const FILTER_OPTIONS: SelectOption<UserStatus | typeof ALL>[] = [
  { value: ALL, label: "Todos los estados" },
  ...labelledOptions(USER_STATUSES, ADMIN_STATUS_LABELS),
];

/**
 * SPEC §2's sitter table: name, e-mail, status (SPEC §4's admin labels, changeable), completion, documents and
 * interview, with search by name or e-mail, a status filter, and each caregiver's actions; 50 a page, searched and
 * filtered by the server.
 */
export function CaregiversTable() {
  const list = usePagedList<AdminUsersPage, UserStatus>(ADMIN_KEYS.users[0], "estado");
  const users = list.query;
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = users.isPlaceholderData;

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
      <ListControls
        list={list}
        searchLabel="Buscar por nombre o correo"
        filterLabel="Estado"
        filterOptions={FILTER_OPTIONS}
        filterClassName="w-48"
      />

      <SectionQuery
        query={users}
        loading="Cargando cuidadores…"
        what="los cuidadores"
        isEmpty={(data) => data.total === 0 && !list.filtering}
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
          <PageOf data={data} busy={busy} pagesLabel="Páginas de cuidadores" onPage={list.setPage} onClear={list.clear}>
            <Table aria-label="Cuidadores" aria-busy={busy}>
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
                {data.items.map((user) => (
                  <CaregiverRow key={user.id} user={user} onDeleted={() => headingRef.current?.focus()} />
                ))}
              </TableBody>
            </Table>
          </PageOf>
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
          <div className="flex flex-wrap gap-1">
            <InterviewDialog user={user} />
            <HomeCheckDialog user={user} />
          </div>
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
