"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FolderOpenIcon } from "lucide-react";
import { NewTabLink } from "@/components/new-tab-link";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { KIND_LABELS } from "@/lib/constants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_KEYS, verifyDocument, type AdminDocument, type AdminUser } from "@/lib/client/admin-api";
import { formatFileSizeInMB } from "@/lib/format/file-size";
import { formatDate } from "@/lib/format/dates";
import { toastFailure } from "./admin-toasts";
import { SectionEmpty, SectionQuery } from "./section-states";

/**
 * SPEC §2's documents dialog: each file's name (opens it in a new tab through /api/files), size in MB with
 * 2 decimals, upload date and the verified toggle.
 */
export function DocumentsDialog({ user }: { user: Pick<AdminUser, "id" | "name" | "documentCount"> }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FolderOpenIcon aria-hidden="true" />
          Ver<span className="sr-only"> documentos de {user.name}</span> ({user.documentCount})
        </Button>
      </DialogTrigger>
      {/* Five columns (a date field among them) need more than 2xl: on a 1280 px screen the table fits unscrolled. */}
      <DialogContent className="sm:max-w-2xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Documentos de {user.name}</DialogTitle>
          <DialogDescription>Abre cada archivo para revisarlo y márcalo como verificado.</DialogDescription>
        </DialogHeader>
        <DocumentsTable userId={user.id} />
      </DialogContent>
    </Dialog>
  );
}

function DocumentsTable({ userId }: { userId: string }) {
  const documents = useQuery<AdminDocument[]>({ queryKey: ADMIN_KEYS.documents(userId) });
  // Toasts are hidden from screen readers while the dialog is open: the outcome is announced here too.
  const [announcement, setAnnouncement] = useState("");

  return (
    <SectionQuery
      query={documents}
      loading="Cargando documentos…"
      what="los documentos"
      rows={2}
      isEmpty={(data) => data.length === 0}
      empty={<SectionEmpty>Este cuidador todavía no ha subido documentos.</SectionEmpty>}
    >
      {(data) => (
        <>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Archivo</TableHead>
                <TableHead scope="col">Documento</TableHead>
                <TableHead scope="col">Tamaño</TableHead>
                <TableHead scope="col">Subido</TableHead>
                <TableHead scope="col">Verificación</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((document) => (
                <DocumentRow key={document.id} userId={userId} document={document} onAnnounce={setAnnouncement} />
              ))}
            </TableBody>
          </Table>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </>
      )}
    </SectionQuery>
  );
}

function DocumentRow({ userId, document, onAnnounce }: { userId: string; document: AdminDocument; onAnnounce: (text: string) => void }) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: ({ verified, expiresAt }: { verified: boolean; expiresAt?: string }) => verifyDocument(document.id, verified, expiresAt),
    onSuccess: async ({ document: updated }) => {
      const message = updated.verified ? "Documento verificado" : "Documento marcado como no verificado";
      toast.success(message, { description: updated.fileName });
      onAnnounce(`${message}: ${updated.fileName}`);
      queryClient.setQueryData<AdminDocument[]>(ADMIN_KEYS.documents(userId), (list) =>
        list?.map((d) => (d.id === updated.id ? updated : d)),
      );
      // Verification changes the caregiver's progress.
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });
    },
    onError: (error) => onAnnounce(toastFailure(error, "Error al verificar documento")),
  });
  const checkboxId = `verified-${document.id}`;
  return (
    <TableRow>
      <TableCell className="max-w-64 whitespace-normal">
        <NewTabLink href={document.url} className="font-medium break-all">
          {document.fileName}
        </NewTabLink>
      </TableCell>
      <TableCell>{KIND_LABELS[document.kind]}</TableCell>
      <TableCell>{formatFileSizeInMB(document.fileSize)}</TableCell>
      <TableCell>{formatDate(document.uploadedAt)}</TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <Checkbox
            id={checkboxId}
            checked={document.verified}
            disabled={verify.isPending}
            aria-busy={verify.isPending}
            onCheckedChange={(checked) => verify.mutate({ verified: checked === true })}
          />
          <Label htmlFor={checkboxId}>
            Verificado<span className="sr-only"> {document.fileName}</span>
          </Label>
        </div>
        {document.verified && (
          <div className="mt-2 grid gap-1">
            <Label htmlFor={`${checkboxId}-expiry`} className="text-xs font-normal text-muted-foreground">
              Vigente hasta<span className="sr-only"> ({document.fileName})</span>
            </Label>
            <Input
              id={`${checkboxId}-expiry`}
              type="date"
              className="h-8 w-40"
              defaultValue={document.expiresAt?.slice(0, 10) ?? ""}
              disabled={verify.isPending}
              onBlur={(event) => {
                const day = event.target.value;
                if (day && day !== document.expiresAt?.slice(0, 10)) verify.mutate({ verified: true, expiresAt: day });
              }}
            />
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
