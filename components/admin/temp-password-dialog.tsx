"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/client/api";
import { mailCaregiverAccess } from "@/lib/client/admin-api";
import { CopyButton } from "./copy-button";
import { focusBack, type FocusTarget } from "./focus-back";

export type TempCredentials = { id: string; name: string; email: string; password: string };

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
  // The access by e-mail: the portal's address and the user, never the password.
  const [mailed, setMailed] = useState<{ state: "idle" | "sending" | "sent" | "failed"; message: string }>({ state: "idle", message: "" });
  const mailAccess = async () => {
    if (!credentials) return;
    setMailed({ state: "sending", message: "" });
    try {
      const { sentTo } = await mailCaregiverAccess(credentials.id);
      setMailed({ state: "sent", message: `Le enviamos a ${sentTo} la dirección del portal y su usuario. La contraseña no va en el correo: compártela tú.` });
    } catch (error) {
      setMailed({ state: "failed", message: errorMessage(error, "No pudimos enviar el correo. Intenta de nuevo.") });
    }
  };
  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => {
        if (!open) {
          setAnnouncement("");
          setMailed({ state: "idle", message: "" });
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
          {/* Where to sign in: the new sitter needs the address as much as the password. */}
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
        <div className="grid gap-2">
          <Button type="button" variant="outline" onClick={() => void mailAccess()} disabled={mailed.state === "sending" || mailed.state === "sent"}>
            {mailed.state === "sending" ? "Enviando..." : "Enviarle el acceso por correo"}
          </Button>
          <p className="text-sm text-muted-foreground">Le llega la dirección del portal y su usuario; la contraseña nunca va por correo.</p>
          <p role="status" className={mailed.state === "failed" ? "text-sm text-destructive" : "text-sm"}>
            {mailed.message}
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
