"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeIcon, EyeOffIcon, ExternalLinkIcon, LoaderCircleIcon, PencilIcon, PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { ResponsiveImage } from "@/components/responsive-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_KEYS, publicProfilePath, updateSitter, type AdminSitter } from "@/lib/client/admin-api";
import { serviceList } from "@/lib/format/services";
import { AdminSection } from "./admin-section";
import { toastFailure } from "./admin-toasts";
import { SectionEmpty, SectionQuery } from "./section-states";
import { SitterProfileDialog } from "./sitter-profile/sitter-profile-dialog";

/**
 * Perfiles públicos: the sitters of the public site, published or not. A published profile is in the search and
 * has its page at once; an unpublished one disappears from both.
 */
export function SitterProfilesTable() {
  const sitters = useQuery<AdminSitter[]>({ queryKey: ADMIN_KEYS.sitters });
  const published = sitters.data?.filter((s) => s.published).length ?? 0;
  return (
    <AdminSection
      title="Perfiles públicos"
      description="Los cuidadores que ven los dueños en la búsqueda y en su perfil."
      onRefresh={() => sitters.refetch()}
      refreshing={sitters.isFetching}
      actions={
        <SitterProfileDialog
          trigger={
            <Button size="sm">
              <PlusIcon aria-hidden="true" />
              Nuevo perfil
            </Button>
          }
        />
      }
    >
      <SectionQuery
        query={sitters}
        loading="Cargando perfiles…"
        what="los perfiles"
        isEmpty={(data) => data.length === 0}
        empty={<SectionEmpty>Todavía no hay perfiles públicos.</SectionEmpty>}
      >
        {(data) => (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {data.length} perfiles, {published} publicados
            </p>
            <Table aria-label="Perfiles públicos">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Cuidador</TableHead>
                  <TableHead scope="col">Ubicación</TableHead>
                  <TableHead scope="col">Servicios</TableHead>
                  <TableHead scope="col">Desde</TableHead>
                  <TableHead scope="col">Cuenta</TableHead>
                  <TableHead scope="col">Estado</TableHead>
                  <TableHead scope="col">Acciones</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((sitter) => (
                  <SitterRow key={sitter.id} sitter={sitter} />
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </SectionQuery>
    </AdminSection>
  );
}

function SitterRow({ sitter }: { sitter: AdminSitter }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => updateSitter(sitter.id, { published: !sitter.published }),
    onSuccess: ({ sitter: saved }) => {
      queryClient.setQueryData<AdminSitter[]>(ADMIN_KEYS.sitters, (list) => list?.map((s) => (s.id === saved.id ? saved : s)));
      if (saved.published) toast.success("Perfil publicado", { description: `${saved.name} ya aparece en la búsqueda.` });
      else toast.success("Perfil oculto", { description: `${saved.name} ya no aparece en la búsqueda ni tiene página.` });
    },
    onError: (error) => toastFailure(error, sitter.published ? "Error al ocultar el perfil" : "Error al publicar el perfil"),
  });
  return (
    <TableRow>
      <TableHead scope="row" className="min-w-52 whitespace-normal">
        <div className="flex items-center gap-3">
          {sitter.avatar ? (
            <ResponsiveImage src={sitter.avatar} alt="" width={40} height={40} sizes="40px" className="size-10 shrink-0 rounded-full border object-cover" />
          ) : (
            <span aria-hidden="true" className="size-10 shrink-0 rounded-full border border-dashed" />
          )}
          <div className="grid">
            <span className="font-medium">{sitter.name}</span>
            <span className="text-xs font-normal text-muted-foreground">/s/{sitter.slug}</span>
          </div>
        </div>
      </TableHead>
      <TableCell className="min-w-36 whitespace-normal">
        {sitter.municipality}
        <span className="block text-muted-foreground">{sitter.department}</span>
      </TableCell>
      <TableCell className="min-w-36 whitespace-normal">{serviceList(sitter.services)}</TableCell>
      <TableCell>${sitter.priceFromUSD}</TableCell>
      <TableCell className="min-w-32 whitespace-normal">{sitter.user ? sitter.user.name : "—"}</TableCell>
      <TableCell className="min-w-40 whitespace-normal">
        <div className="flex flex-wrap gap-1">
          <Badge variant={sitter.published ? "success" : "outline"}>{sitter.published ? "Publicado" : "Oculto"}</Badge>
          {sitter.demo && <Badge variant="secondary">Demostración</Badge>}
        </div>
        {!sitter.published && sitter.publishMissing.length > 0 && (
          <p id={`publish-missing-${sitter.id}`} className="mt-1 text-xs text-muted-foreground">
            Falta para publicar: {sitter.publishMissing.join(", ")}.
          </p>
        )}
      </TableCell>
      <TableCell>
        <div className="flex min-w-64 flex-wrap gap-1">
          <SitterProfileDialog
            sitter={sitter}
            trigger={
              <Button variant="ghost" size="sm">
                <PencilIcon aria-hidden="true" />
                Editar<span className="sr-only"> perfil de {sitter.name}</span>
              </Button>
            }
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => toggle.mutate()}
            disabled={toggle.isPending}
            aria-busy={toggle.isPending}
            aria-describedby={!sitter.published && sitter.publishMissing.length > 0 ? `publish-missing-${sitter.id}` : undefined}
          >
            {toggle.isPending ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            ) : sitter.published ? (
              <EyeOffIcon aria-hidden="true" />
            ) : (
              <EyeIcon aria-hidden="true" />
            )}
            {sitter.published ? "Ocultar" : "Publicar"}
            <span className="sr-only"> perfil de {sitter.name}</span>
          </Button>
          {sitter.published && (
            <Button asChild variant="link" size="sm" className="px-3">
              <a href={publicProfilePath(sitter.slug)} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Ver perfil<span className="sr-only"> de {sitter.name} (se abre en una pestaña nueva)</span>
              </a>
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
