"use client";

import { useEffect, useId, useRef, useState } from "react";
import { PaperclipIcon } from "lucide-react";
import { FilePickerButton } from "@/components/forms/file-picker-button";
import { PlainLabel } from "@/components/forms/plain-controls";
import { clsx } from "clsx";

export const NO_FILE_CHOSEN = "Ningún archivo seleccionado";

/** What the field says it holds: the file's name, or how many and their names. */
export function chosenFilesText(names: readonly string[]): string {
  if (names.length === 0) return NO_FILE_CHOSEN;
  return names.length === 1 ? names[0] : `${names.length} archivos: ${names.join(", ")}`;
}

/**
 * The product's file field, in Spanish: its label, a button "Elegir archivo" and the chosen file's name
 * (the browser's own control reads "Choose file / No file chosen" in the browser's language). The native input
 * stays in the form, keyboard-reachable and visually hidden, so it is sent as a plain form field; the label opens
 * it with or without JavaScript. `chosen` shows a name the owner of the field decides (a refused file: none).
 */
export function FileInput({
  label,
  buttonText = "Elegir archivo",
  chosen,
  id: givenId,
  ref,
  className,
  onChange,
  "aria-describedby": describedBy,
  ...input
}: Omit<React.ComponentProps<"input">, "type" | "id" | "children"> & {
  label: React.ReactNode;
  buttonText?: React.ReactNode;
  /** The chosen file's name as the form sees it (null: none); left out, the field shows what the input holds. */
  chosen?: string | null;
  id?: string;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [names, setNames] = useState<string[]>([]);

  // form.reset() empties the input without a change event: the name goes with it.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => setNames([]);
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);

  const text = chosen === undefined ? chosenFilesText(names) : chosenFilesText(chosen ? [chosen] : []);
  return (
    <div className={clsx("grid min-w-0 gap-2 text-sm", className)}>
      <PlainLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </PlainLabel>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <FilePickerButton
          {...input}
          id={id}
          ref={(element: HTMLInputElement | null) => {
            inputRef.current = element;
            if (typeof ref === "function") ref(element);
            else if (ref) ref.current = element;
          }}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(" ")}
          onChange={(event) => {
            setNames(Array.from(event.target.files ?? [], (file) => file.name));
            onChange?.(event);
          }}
        >
          <PaperclipIcon aria-hidden="true" />
          {buttonText}
        </FilePickerButton>
        <span id={`${id}-chosen`} aria-live="polite" className="min-w-0 break-all text-muted-foreground">
          {text}
        </span>
      </div>
    </div>
  );
}
