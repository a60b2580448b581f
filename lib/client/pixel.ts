import "client-only";
import { isTrackingToken } from "@/lib/bookings/core/token-shape";
import { PIXEL_OFF_ATTRIBUTE } from "@/lib/site/pixel-off";

// The advertising pixel (SPEC §7). Every event goes through `trackPixelEvent`: it is always recorded in
// `window.__huellitasPixelEvents` (what the e2e tests read) and forwarded to Meta's `fbq` only when the pixel
// was loaded, which happens only when NEXT_PUBLIC_META_PIXEL_ID is set (components/analytics/meta-pixel.tsx).

/** The events SPEC §7 names. */
export type PixelEventName = "InitiateCheckout" | "Lead" | "CompleteRegistration";
export type PixelParams = Record<string, string | number | boolean>;
export type PixelEvent = { name: PixelEventName; params?: PixelParams };

type Fbq = ((...args: unknown[]) => void) & {
  /** Meta's switch: no automatic PageView when the page's history changes (we send our own, see MetaPixel). */
  disablePushState?: boolean;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    __huellitasPixelEvents?: PixelEvent[];
  }
}

/** Meta's pixel script, loaded by components/analytics/meta-pixel.tsx. */
export const META_PIXEL_SCRIPT_SRC = "https://connect.facebook.net/en_US/fbevents.js";

/** A Meta pixel id is a number; anything else is treated as unset. */
export function validPixelId(id: string | undefined): string | null {
  const trimmed = id?.trim();
  return trimmed && /^\d{5,20}$/.test(trimmed) ? trimmed : null;
}

/**
 * Whether an address carries an owner's tracking token (a path segment or a query value of its shape:
 * /reserva/{token}, /exito?seguimiento={token}, /reservar?repetir={token}). The pixel never sees such a page:
 * Meta's events carry the page's address, and the token opens the owner's booking.
 */
export function addressCarriesToken(href: string): boolean {
  const url = new URL(href, "http://localhost");
  return url.pathname.split("/").some((segment) => isTrackingToken(decodeURIComponent(segment))) || [...url.searchParams.values()].some(isTrackingToken);
}
export const pageCarriesToken = () => addressCarriesToken(window.location.href);

/** Whether the page shown is an error page (a 404, an error boundary: it carries lib/site/pixel-off.ts's mark). */
export const pageIsError = () => document.querySelector(`[${PIXEL_OFF_ATTRIBUTE}]`) !== null;

/**
 * Pages the pixel never sees: an address carrying a token, and an error page, whose address may be a token's
 * mistyped (`/reserva/{token}.`) and which is no visit worth counting.
 */
export const pixelStaysOff = () => pageCarriesToken() || pageIsError();

/** Sends one event: recorded for tests, forwarded to Meta when the pixel is loaded and the page is not one it never sees. */
export function trackPixelEvent(name: PixelEventName, params?: PixelParams): void {
  if (typeof window === "undefined") return;
  (window.__huellitasPixelEvents ??= []).push(params ? { name, params } : { name });
  if (typeof window.fbq !== "function" || pixelStaysOff()) return;
  try {
    if (params) window.fbq("track", name, params);
    else window.fbq("track", name);
  } catch {
    // A blocker's stand-in fbq may throw: advertising must never break a sign-up that already succeeded.
  }
}

/**
 * Meta's standard base code, minus the script tag (`loadMetaPixelScript` adds it): a `fbq` that queues calls until
 * fbevents.js arrives and takes over, then the pixel's init and first PageView. Written here rather than as
 * an inline <script>, so a Content-Security-Policy needs no inline-script exception for the pixel. Meta's own
 * page tracking is off (no PageView on history changes, no automatic events such as button clicks): a later
 * address may carry a token (the booking form moves to /exito?seguimiento=…), so MetaPixel sends each PageView.
 */
export function installMetaPixel(pixelId: string): void {
  if (window.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  fbq.disablePushState = true;
  fbq("set", "autoConfig", false, pixelId);
  fbq("init", pixelId);
  fbq("track", "PageView");
}

/**
 * Adds Meta's script once the page has loaded and the browser is idle (a prepaid phone's data goes to the page
 * first), at most once. A script added from a trusted script is trusted too under the pages' policy
 * ('strict-dynamic'); the cached pages' policy names the host. A few lines instead of next/script (1.4 KB
 * gzip less on every public page). Answers a function that cancels it if it has not been added yet.
 */
export function loadMetaPixelScript(nonce?: string): () => void {
  let cancelled = false;
  const add = () => {
    if (cancelled || document.querySelector(`script[src="${META_PIXEL_SCRIPT_SRC}"]`)) return;
    const script = document.createElement("script");
    script.src = META_PIXEL_SCRIPT_SRC;
    script.async = true;
    if (nonce) script.nonce = nonce;
    document.body.appendChild(script);
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(add) : window.setTimeout(add, 1));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", whenIdle);
  };
}
