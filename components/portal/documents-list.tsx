"use client";

import { useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileTextIcon, ImageIcon } from "lucide-react";
import { NewTabLink } from "@/components/new-tab-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { KIND_LABELS } from "@/lib/constants";
import { formatFileSize } from "@/lib/format/file-size";
import { formatDate } from "@/lib/format/dates";
import { PORTAL_KEYS, type PortalDocument } from "@/lib/client/portal-api";
import { DeleteDocumentButton } from "./delete-document-button";

/** 'Mis documentos': each file's kind and name (opens it in a new tab), size, upload date, verification and delete. */
export function DocumentsList() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const documents = useQuery<PortalDocument[]>({ queryKey: PORTAL_KEYS.documents });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 ref={headingRef} tabIndex={-1} className="text-lg outline-none">
            Mis documentos
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {documents.isPending ? (
          <div className="grid gap-3">
            <span role="status" className="sr-only">
              Cargando tus documentos…
            </span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : documents.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>No pudimos cargar tus documentos. {errorMessage(documents.error, "")}</p>
            <Button variant="outline" onClick={() => documents.refetch()}>
              Intentar de nuevo
            </Button>
          </div>
        ) : documents.data.length === 0 ? (
          <p className="text-muted-foreground">No has subido ningún documento todavía</p>
        ) : (
          <ul className="divide-y">
            {documents.data.map((document) => (
              <DocumentRow key={document.id} document={document} onDeleted={() => headingRef.current?.focus()} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DocumentRow({ document, onDeleted }: { document: PortalDocument; onDeleted: () => void }) {
  const Icon = document.fileType.startsWith("image/") ? ImageIcon : FileTextIcon;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-1">
        {/* A file's name ("IMG_2231.jpg") seldom says which check it is for: its kind first. */}
        <p className="font-medium">{KIND_LABELS[document.kind]}</p>
        <NewTabLink href={document.url} className="text-sm break-all">
          {document.fileName}
        </NewTabLink>
        <p className="text-sm text-muted-foreground">
          {formatFileSize(document.fileSize)} · Subido el {formatDate(document.uploadedAt)}
        </p>
        <Badge variant={document.verified ? "success" : "outline"} className="mt-1">
          {document.verified ? "Verificado" : "Por verificar"}
        </Badge>
      </div>
      <DeleteDocumentButton document={document} onDeleted={onDeleted} />
    </li>
  );
}
