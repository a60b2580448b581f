"use client";

import { useRef, useState } from "react";
import { UserPlusIcon } from "lucide-react";
import type { SelectOption } from "@/components/forms/options-select";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_KEYS, type ProviderLead, type ProviderLeadsPage } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import { serviceList } from "@/lib/format/services";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";
import { AdminSection } from "./admin-section";
import { CreateCaregiverDialog } from "./create-caregiver-dialog";
import { ExportLink } from "./export-link";
import { SectionEmpty, SectionQuery } from "./section-states";
import { repeatSignupNote } from "@/lib/leads/repeats";
import { ALL, ListControls, PageOf, usePagedList } from "./paged-list";

const SOURCE_LABELS: Record<ProviderLead["source"], string> = { APPLICATION: "Postulación", WAITLIST: "Lista de espera" };
const SOURCE_FILTER: SelectOption<ProviderLead["source"] | typeof ALL>[] = [
  { value: ALL, label: "Todas" },
  { value: "APPLICATION", label: "Solo postulaciones" },
  { value: "WAITLIST", label: "Solo lista de espera" },
];

/**
 * Postulaciones: sitter applications (/unete) and caregiver waitlist entries (coming-soon page). 'Crear cuenta'
 * opens the create-caregiver dialog with the person's name and e-mail. 50 a page, searched and filtered by the server.
 */
export function LeadsTable() {
  const list = usePagedList<ProviderLeadsPage, ProviderLead["source"]>(ADMIN_KEYS.providerLeads[0], "tipo");
  const leads = list.query;
  const busy = leads.isPlaceholderData;
  const [creatingFor, setCreatingFor] = useState<ProviderLead | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  return (
    <AdminSection
      title="Postulaciones"
      description="Personas que quieren ser cuidadoras: postulaciones del formulario Únete y la lista de espera de cuidadores."
      headingRef={headingRef}
      onRefresh={() => leads.refetch()}
      refreshing={leads.isFetching}
      actions={<ExportLink list="postulaciones" what="postulaciones" />}
    >
      <ListControls
        list={list}
        searchLabel="Buscar por nombre, correo, teléfono o municipio"
        filterLabel="Mostrar"
        filterOptions={SOURCE_FILTER}
        filterClassName="w-56"
      />
      <SectionQuery
        query={leads}
        loading="Cargando postulaciones…"
        what="las postulaciones"
        isEmpty={(data) => data.total === 0 && !list.filtering}
        empty={<SectionEmpty>Todavía no hay postulaciones ni personas en la lista de espera de cuidadores.</SectionEmpty>}
      >
        {(data) => (
          <PageOf data={data} busy={busy} pagesLabel="Páginas de postulaciones" onPage={list.setPage} onClear={list.clear}>
            <Table aria-label="Postulaciones" aria-busy={busy}>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Nombre</TableHead>
                  <TableHead scope="col">Recibida</TableHead>
                  <TableHead scope="col">Contacto</TableHead>
                  <TableHead scope="col">Municipio</TableHead>
                  <TableHead scope="col">Servicios</TableHead>
                  <TableHead scope="col">Motivación</TableHead>
                  <TableHead scope="col">Cuenta</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((lead) => (
                  <TableRow key={lead.id}>
                    <TableHead scope="row" className="min-w-36 font-medium whitespace-normal">
                      {lead.name}
                    </TableHead>
                    <TableCell className="whitespace-normal">
                      <Badge variant={lead.source === "APPLICATION" ? "secondary" : "outline"}>{SOURCE_LABELS[lead.source]}</Badge>
                      <span className="block">{formatDateTimeShort(lead.createdAt)}</span>
                      {lead.repeatSignups > 0 && <span className="block text-xs text-muted-foreground">{repeatSignupNote(lead)}</span>}
                    </TableCell>
                    <TableCell className="min-w-48 whitespace-normal">
                      <span className="block [overflow-wrap:anywhere]">{lead.email}</span>
                      <span className="block text-muted-foreground">{formatWhatsapp(lead.whatsapp)}</span>
                      {lead.whatsappOptInAt && <span className="block text-xs text-muted-foreground">WhatsApp: avisos activados</span>}
                      {/* Both forms require the box, so only an entry without it is worth a word. */}
                      {!lead.consent && <span className="block text-xs text-destructive">No aceptó que la contactemos</span>}
                    </TableCell>
                    <TableCell className="min-w-28 whitespace-normal">{lead.municipality ?? "—"}</TableCell>
                    <TableCell className="min-w-32 whitespace-normal">{serviceList(lead.services) || "—"}</TableCell>
                    <TableCell className="max-w-80 min-w-48 whitespace-normal">{lead.motivation ?? "—"}</TableCell>
                    <TableCell>
                      {lead.accountId ? (
                        <Badge variant="success">Cuenta creada</Badge>
                    ) : (
                        <Button
                          ref={(button) => {
                            if (button) triggers.current.set(lead.id, button);
                            else triggers.current.delete(lead.id);
                          }}
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            setCreatingFor(lead);
                            setDialogOpen(true);
                          }}
                        >
                          <UserPlusIcon aria-hidden="true" />
                          Crear cuenta<span className="sr-only"> para {lead.name}</span>
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </PageOf>
        )}
      </SectionQuery>
      <CreateCaregiverDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        defaults={creatingFor ? { name: creatingFor.name, email: creatingFor.email } : undefined}
        // Once the account exists the row's button is gone: the list's heading takes the focus instead.
        returnFocusTo={() => (creatingFor && triggers.current.get(creatingFor.id)) || headingRef.current}
      />
    </AdminSection>
  );
}
