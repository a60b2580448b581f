"use client";

import Script from "next/script";
import { useEffect } from "react";
import { installMetaPixel, META_PIXEL_SCRIPT_SRC, validPixelId } from "@/lib/client/pixel";

/**
 * Meta's advertising pixel, only when a pixel id is configured (NEXT_PUBLIC_META_PIXEL_ID): without one it
 * renders nothing and the browser never contacts Facebook. Its script loads once the page has loaded and the
 * browser is idle (issue 25: a prepaid phone's data goes to the page first); events sent before then wait in the
 * queue. `nonce` is for a Content-Security-Policy.
 */
export function MetaPixel({ pixelId, nonce }: { pixelId?: string; nonce?: string }) {
  const id = validPixelId(pixelId);
  // The queueing `fbq` exists before fbevents.js can run: effects run before the injected script downloads.
  useEffect(() => {
    if (id) installMetaPixel(id);
  }, [id]);
  if (!id) return null;
  return <Script id="meta-pixel" src={META_PIXEL_SCRIPT_SRC} strategy="lazyOnload" nonce={nonce} />;
}
