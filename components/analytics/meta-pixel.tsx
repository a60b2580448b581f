"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { installMetaPixel, META_PIXEL_SCRIPT_SRC, pageCarriesToken, validPixelId } from "@/lib/client/pixel";

/**
 * Meta's advertising pixel, only when a pixel id is configured (NEXT_PUBLIC_META_PIXEL_ID): without one it
 * renders nothing and the browser never contacts Facebook. Its script loads once the page has loaded and the
 * browser is idle (issue 25: a prepaid phone's data goes to the page first); events sent before then wait in the
 * queue. `nonce` is for a Content-Security-Policy. A page whose address carries an owner's tracking token (the
 * tracking page, /exito, a rebook link) never loads it, and no event is sent from one (issue 40): the token would
 * reach Meta in the event's page address.
 */
export function MetaPixel({ pixelId, nonce }: { pixelId?: string; nonce?: string }) {
  const id = validPixelId(pixelId);
  const pathname = usePathname();
  const [loaded, setLoaded] = useState(false);
  const firstPage = useRef<string | null>(null);
  // The queueing `fbq` exists before fbevents.js can run: effects run before the injected script downloads.
  useEffect(() => {
    if (!id || loaded || pageCarriesToken()) return;
    installMetaPixel(id);
    firstPage.current = window.location.href;
    setLoaded(true);
  }, [id, loaded, pathname]);
  // Each later page (a client-side navigation) is one PageView, unless its address carries a token.
  useEffect(() => {
    if (!loaded || window.location.href === firstPage.current || pageCarriesToken()) return;
    firstPage.current = null;
    window.fbq?.("track", "PageView");
  }, [loaded, pathname]);
  if (!id || !loaded) return null;
  return <Script id="meta-pixel" src={META_PIXEL_SCRIPT_SRC} strategy="lazyOnload" nonce={nonce} />;
}
