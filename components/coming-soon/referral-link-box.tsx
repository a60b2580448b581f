"use client";

import { CopyIcon } from "lucide-react";
import { useId, useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The pet owner's personal referral link with its 'Copiar enlace' button (SPEC §2, toast of SPEC §8). */
export function ReferralLinkBox({ link }: { link: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("¡Enlace copiado!", { description: "Ahora puedes compartirlo con tus amigos" });
    } catch {
      // No clipboard (an insecure page, or the browser refused): select the link so it can be copied by hand.
      input.current?.select();
      toast.error("No se pudo copiar el enlace", { description: "Ya lo seleccionamos: cópialo desde el cuadro." });
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tu enlace personal</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} ref={input} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="font-mono" />
        <Button type="button" onClick={copy} className="sm:w-auto">
          <CopyIcon aria-hidden="true" />
          Copiar enlace
        </Button>
      </div>
    </div>
  );
}
