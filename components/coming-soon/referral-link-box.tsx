"use client";

import { CopyIcon, Share2Icon } from "lucide-react";
import { useId, useRef } from "react";
import { showPageToast } from "@/components/site/page-toast";
import { BRAND } from "@/lib/site/brand";
import { whatsappShareHref } from "@/lib/site/whatsapp";
import { PlainButton, PlainLabel, PlainTextarea } from "@/components/forms/plain-controls";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The pet owner's referral code on its own, the whole personal link (it wraps on a phone instead of being cut),
 * 'Copiar enlace' (SPEC §2, toast of SPEC §8) and 'Compartir por WhatsApp'.
 */
export function ReferralLinkBox({ link, code }: { link: string; code: string }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const shareText = `Te invito a ${BRAND}, cuidadores de confianza para tu mascota en El Salvador. Regístrate con mi enlace: ${link}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showPageToast({ tone: "success", title: "¡Enlace copiado!", description: "Ahora puedes compartirlo con tus amigos" });
    } catch {
      // No clipboard (an insecure page, or the browser refused): select the link so it can be copied by hand.
      box.current?.select();
      showPageToast({ tone: "error", title: "No se pudo copiar el enlace", description: "Ya lo seleccionamos: cópialo desde el cuadro." });
    }
  }

  return (
    <div className="grid gap-3">
      <p>
        Tu código: <strong className="font-mono text-lg tracking-widest">{code}</strong>
      </p>
      <div className="grid gap-2">
        <PlainLabel htmlFor={id}>Tu enlace personal</PlainLabel>
        <PlainTextarea
          id={id}
          ref={box}
          readOnly
          rows={2}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="resize-none break-all font-mono"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <PlainButton type="button" onClick={copy}>
          <CopyIcon aria-hidden="true" />
          Copiar enlace
        </PlainButton>
        <a href={whatsappShareHref(shareText)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
          <Share2Icon aria-hidden="true" />
          Compartir por WhatsApp
        </a>
      </div>
    </div>
  );
}
