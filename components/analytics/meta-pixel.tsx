"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { installMetaPixel, loadMetaPixelScript, pixelStaysOff, validPixelId } from "@/lib/client/pixel";

const subscribeToNothing = () => () => {};

/**
 * Meta's advertising pixel, only when a pixel id is configured (NEXT_PUBLIC_META_PIXEL_ID): without one it
 * renders nothing and the browser never contacts Facebook. Its script loads once the page has loaded and the
 * browser is idle (a prepaid phone's data goes to the page first); events sent before then wait in the
 * queue. `nonce` is for a Content-Security-Policy. A page whose address carries an owner's tracking token (the
 * tracking page, /exito, a rebook link) never loads it, and no event is sent from one: the token would
 * reach Meta in the event's page address. Nor does an error page (a 404 or an error boundary, marked by
 * lib/site/pixel-off.ts): its address may be a token's with a typo. Not on the server either: the address's query
 * is known in the browser.
 */
export function MetaPixel({ pixelId, nonce }: { pixelId?: string; nonce?: string }) {
  const id = validPixelId(pixelId);
  const pathname = usePathname();
  const clean = useSyncExternalStore(subscribeToNothing, () => !pixelStaysOff(), () => false);
  const counted = useRef<string | null>(null);
  // The queueing `fbq` exists before fbevents.js can run: effects run before the injected script downloads. Each
  // later page (a client-side navigation) is one PageView, read from the address as it is by then.
  useEffect(() => {
    if (!id || pixelStaysOff()) return;
    const address = window.location.href;
    if (!window.fbq) installMetaPixel(id);
    else if (counted.current !== null && counted.current !== address) window.fbq("track", "PageView");
    counted.current = address;
  }, [id, clean, pathname]);
  useEffect(() => (id && clean ? loadMetaPixelScript(nonce) : undefined), [id, clean, nonce]);
  return null;
}
