"use client";

import { useId, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, UploadIcon } from "lucide-react";
import { toast } from "sonner";
import { FileInput } from "@/components/forms/file-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { errorMessage } from "@/lib/client/api";
import { DOCUMENT_KINDS, KIND_LABELS, REQUIRED_KINDS } from "@/lib/constants";
import { LIMITS } from "@/lib/constants/limits";
import { PORTAL_KEYS, uploadDocument, type PortalDocument } from "@/lib/client/portal-api";
import { refetchAfterWrite } from "@/lib/client/query-client";
import type { DocumentKind } from "@/lib/generated/prisma/enums";
import { FieldShell } from "@/components/forms/field-shell";
import { NativeSelect } from "@/components/ui/native-select";
import { megabytes, UPLOAD_ACCEPT, uploadProblem } from "@/lib/files/upload-rules";

const UPLOAD_FAILED = "Error al subir archivo";

type Problem = { title?: string; detail?: string };

/**
 * The upload card: choose a PDF, JPG or PNG, then 'Subir documento' (disabled until a file is chosen), with
 * the upload's progress. A failure shows inline, never as a toast (SPEC §8).
 */
export function DocumentUploadCard() {
  const queryClient = useQueryClient();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState(0);
  // The kind suggested is the first required one still missing; the caregiver can choose another.
  const documents = useQuery<PortalDocument[]>({ queryKey: PORTAL_KEYS.documents });
  const [kind, setKind] = useState<DocumentKind | null>(null);
  const missing = REQUIRED_KINDS.find((required) => !(documents.data ?? []).some((document) => document.kind === required));
  const chosenKind: DocumentKind = kind ?? missing ?? "OTHER";

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadDocument(chosen, chosenKind, setProgress),
    onMutate: () => {
      setProgress(0);
      setProblem(null);
    },
    onSuccess: () => {
      toast.success("Documento subido");
      setFile(null);
      setKind(null);
      if (inputRef.current) inputRef.current.value = "";
      return refetchAfterWrite(queryClient, PORTAL_KEYS.documents, PORTAL_KEYS.me);
    },
    onError: (error) => {
      const detail = errorMessage(error, "");
      setProblem({ title: UPLOAD_FAILED, detail: detail || undefined });
    },
  });

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    const reason = chosen ? uploadProblem(chosen) : null;
    setProblem(reason ? { detail: reason } : null);
    setFile(reason ? null : chosen);
  }

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const uploading = upload.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Subir documento</h2>
        </CardTitle>
        <CardDescription id={hintId}>
          PDF, JPG o PNG de hasta {megabytes(LIMITS.uploadMaxBytes)} MB. Revisa que se lea bien antes de subirlo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (file && !uploading) upload.mutate(file);
          }}
        >
          <FieldShell id={`${id}-kind`} label="¿Qué documento es?">
            {(control) => (
              <NativeSelect {...control} value={chosenKind} disabled={uploading} onChange={(event) => setKind(event.target.value as DocumentKind)}>
                {DOCUMENT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {KIND_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FieldShell>
          <FileInput
            ref={inputRef}
            id={`${id}-file`}
            label="Archivo"
            chosen={file?.name ?? null}
            accept={UPLOAD_ACCEPT}
            onChange={choose}
            disabled={uploading}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[hintId, problem ? problemId : ""].filter(Boolean).join(" ")}
          />
          {problem && (
            <div id={problemId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
              {problem.title && <p className="font-semibold">{problem.title}</p>}
              {problem.detail && <p>{problem.detail}</p>}
            </div>
          )}
          {uploading && (
            <div className="grid gap-2">
              <div className="flex justify-between text-sm" aria-hidden="true">
                <span>Subiendo…</span>
                <span>{progress}%</span>
              </div>
              <Progress value={progress} aria-label={`Subiendo ${file?.name ?? "documento"}`} />
              <span role="status" className="sr-only">
                Subiendo documento…
              </span>
            </div>
          )}
          <Button type="submit" className="w-full sm:w-fit" disabled={!file || uploading} aria-busy={uploading}>
            {uploading ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <UploadIcon aria-hidden="true" />}
            {uploading ? "Subiendo…" : "Subir documento"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
