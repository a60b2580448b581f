"use client";

import { TrophyIcon } from "lucide-react";
import type { SelectOption } from "@/components/forms/options-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_KEYS, type PetOwnerLeadsPage } from "@/lib/client/admin-api";
import { PET_TYPE_LABELS } from "@/lib/constants";
import type { PetType } from "@/lib/generated/prisma/enums";
import { formatDateTimeShort } from "@/lib/format/dates";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";
import { zoneName } from "@/lib/zones/catalog";
import { AdminSection } from "./admin-section";
import { ExportLink } from "./export-link";
import { SectionEmpty, SectionQuery } from "./section-states";
import { repeatSignupNote } from "@/lib/leads/repeats";
import { formatCountOf } from "@/lib/format/text";
import { ALL, ListControls, PageOf, usePagedList } from "./paged-list";

const PET_FILTER: SelectOption<PetType | typeof ALL>[] = [
  { value: ALL, label: "Todas las mascotas" },
  { value: "DOG", label: "Perros" },
  { value: "CAT", label: "Gatos" },
];

/**
 * Dueños en espera: pet owners waiting for the launch, the zone whose list they joined (and what they searched, when
 * they joined from a search), their referral codes, who referred them, and the ranking (the top 10). 50 a page,
 * searched and filtered by the server.
 */
export function PetOwnerWaitlist() {
  const list = usePagedList<PetOwnerLeadsPage, PetType>(ADMIN_KEYS.petOwnerLeads[0], "mascota");
  const waitlist = list.query;
  const busy = waitlist.isPlaceholderData;

  return (
    <AdminSection
      title="Dueños en espera"
      description="Dueños de mascotas que se registraron en la página de lanzamiento, con su código de referido."
      onRefresh={() => waitlist.refetch()}
      refreshing={waitlist.isFetching}
      actions={<ExportLink list="duenos-en-espera" what="los dueños en espera" />}
    >
      <ListControls
        list={list}
        searchLabel="Buscar por nombre, correo, teléfono o código"
        filterLabel="Mascota"
        filterOptions={PET_FILTER}
        filterClassName="w-48"
      />
      <SectionQuery
        query={waitlist}
        loading="Cargando la lista de espera…"
        what="la lista de espera"
        isEmpty={(data) => data.total === 0 && !list.filtering}
        empty={<SectionEmpty>Todavía nadie se ha registrado en la lista de espera.</SectionEmpty>}
      >
        {(data) => (
          <>
            <section aria-labelledby="referral-ranking-title" className="grid gap-2 rounded-lg border bg-background p-4">
              <h3 id="referral-ranking-title" className="flex items-center gap-2 font-semibold">
                <TrophyIcon aria-hidden="true" className="size-4 text-primary" />
                Quién ha referido a más personas
              </h3>
              {data.ranking.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nadie ha referido a otra persona todavía.</p>
            ) : (
                <ol className="grid list-decimal gap-1 pl-6 text-sm [overflow-wrap:anywhere]">
                  {data.ranking.map((person) => (
                    <li key={person.referralCode}>
                      <span className="font-medium">{person.name}</span>{" "}
                      <span className="text-muted-foreground">
                        ({person.email}, código {person.referralCode})
                      </span>
                      {": "}
                      {formatCountOf(person.referralCount, "persona referida", "personas referidas")}
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <PageOf data={data} busy={busy} pagesLabel="Páginas de la lista de espera" onPage={list.setPage} onClear={list.clear}>
              <Table aria-label="Dueños en espera" aria-busy={busy}>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Nombre</TableHead>
                    <TableHead scope="col">Registrado</TableHead>
                    <TableHead scope="col">Contacto</TableHead>
                    <TableHead scope="col">Zona</TableHead>
                    <TableHead scope="col">Mascota</TableHead>
                    <TableHead scope="col">Código</TableHead>
                    <TableHead scope="col">Referido por</TableHead>
                    <TableHead scope="col">Personas referidas</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableHead scope="row" className="min-w-36 font-medium whitespace-normal">
                        {entry.name}
                      </TableHead>
                      <TableCell className="whitespace-normal">
                        {formatDateTimeShort(entry.createdAt)}
                        {entry.repeatSignups > 0 && <span className="block text-xs text-muted-foreground">{repeatSignupNote(entry)}</span>}
                      </TableCell>
                      <TableCell className="min-w-48 whitespace-normal">
                        <span className="block [overflow-wrap:anywhere]">{entry.email}</span>
                        <span className="block text-muted-foreground">{formatWhatsapp(entry.whatsapp)}</span>
                      {entry.whatsappOptInAt && <span className="block text-xs text-muted-foreground">WhatsApp: avisos activados</span>}
                      </TableCell>
                      <TableCell className="min-w-36 whitespace-normal">
                        {entry.zone ? zoneName(entry.zone) : "—"}
                        {entry.searched && <span className="block text-xs text-muted-foreground">Buscó: {entry.searched}</span>}
                      </TableCell>
                      <TableCell>{entry.petType ? PET_TYPE_LABELS[entry.petType] : "—"}</TableCell>
                      <TableCell className="font-mono">{entry.referralCode}</TableCell>
                      <TableCell>
                        {entry.referredBy ? (
                          <>
                            <span className="font-mono">{entry.referredBy}</span>
                            {entry.referredByName && <span className="text-muted-foreground"> ({entry.referredByName})</span>}
                          </>
                      ) : (
                          "—"
                        )}
                      </TableCell>
                      <TableCell className="tabular-nums">{entry.referralCount}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </PageOf>
          </>
        )}
      </SectionQuery>
    </AdminSection>
  );
}
