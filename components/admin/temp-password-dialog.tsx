"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CopyButton } from "./copy-button";
import { focusBack, type FocusTarget } from "./focus-back";

export type TempCredentials = { name: string; email: string; password: string };

/** The portal's address on this site (the dashboard runs on the same origin as the portal). */
const portalAddress = () => (typeof window === "undefined" ? "/portal" : `${window.location.origin}/portal`);

/**
 * SPEC §2's temporary-password dialog: shown once after creating a caregiver or resetting a password, with a
 * copy action ('Copiado'). The caregiver must change it at first sign-in (SPEC §4).
 */
export function TempPasswordDialog({
  credentials,
  onClose,
  returnFocusTo,
}: {
  credentials: TempCredentials | null;
  onClose: () => void;
  /** Opened without a trigger: where focus goes back when it closes (when that element is still there). */
  returnFocusTo?: FocusTarget;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState("");
  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => {
        if (!open) {
          setAnnouncement("");
          onClose();
        }
      }}
    >
      <DialogContent onCloseAutoFocus={focusBack(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>Contraseña temporal</DialogTitle>
          <DialogDescription>
            Compártela con {credentials?.name} por un medio seguro. Deberá cambiarla al iniciar sesión en el portal.
            Solo la verás ahora.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-1 text-sm">
          {/* Where to sign in (issue 39): the new sitter needs the address as much as the password. */}
          <dt className="text-muted-foreground">Entra en</dt>
          <dd className="font-medium break-all">{portalAddress()}</dd>
          <dt className="text-muted-foreground">Correo electrónico</dt>
          <dd className="font-medium break-all">{credentials?.email}</dd>
        </dl>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>Contraseña temporal</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              ref={inputRef}
              id={`${id}-password`}
              readOnly
              value={credentials?.password ?? ""}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 basis-48 font-mono"
              spellCheck={false}
            />
            <CopyButton
              text={credentials?.password ?? ""}
              onCopied={() => setAnnouncement("Copiado")}
              onFailed={() => inputRef.current?.select()}
            />
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Listo</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
