"use client";

import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { ImagePlusIcon, LoaderCircleIcon } from "lucide-react";
import { FilePickerButton } from "@/components/forms/file-picker-button";
import { uploadSitterImage } from "@/lib/client/admin-api";
import { errorMessage } from "@/lib/client/api";

const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * Uploads one public sitter picture through lib/storage (POST /api/admin/images) and hands back its URL. The
 * server decides by the file's bytes; its reason shows here when it refuses one.
 */
export function SitterImageUpload({
  labelId,
  children,
  onUploaded,
  disabled,
}: {
  /** The visible label that names the file input. */
  labelId: string;
  /** The button's text. */
  children: React.ReactNode;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadSitterImage,
    onMutate: () => setProblem(null),
    onSuccess: ({ url }) => onUploaded(url),
    onError: (error) => setProblem(errorMessage(error, "No pudimos subir la foto. Intenta de nuevo.")),
  });
  return (
    <div className="grid gap-2">
      <div>
        <FilePickerButton
          id={`${id}-file`}
          accept={IMAGE_ACCEPT}
          disabled={disabled || upload.isPending}
          aria-labelledby={labelId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload.mutate(file);
          }}
        >
          {upload.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <ImagePlusIcon aria-hidden="true" />}
          {upload.isPending ? "Subiendo…" : children}
        </FilePickerButton>
      </div>
      {upload.isPending && (
        <span role="status" className="sr-only">
          Subiendo foto…
        </span>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
