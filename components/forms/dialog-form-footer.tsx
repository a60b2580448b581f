"use client";

import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";

/** 'Cancelar' and the submit button of a form in a dialog; both wait while the form is being sent. */
export function DialogFormFooter({ pending, submitLabel }: { pending: boolean; submitLabel: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          Cancelar
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending && <LoaderCircleIcon aria-hidden="true" className="animate-spin" />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
