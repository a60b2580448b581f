// Security headers. The Content-Security-Policy of a page is set in proxy.ts: pages rendered per request carry a
// nonce that Next.js puts on its own scripts; pages served from cache cannot (their HTML is shared), so their
// inline scripts are allowed by hash, in a second policy the page cache stores with each render
// (lib/http/page-cache-handler.cjs; on Vercel, vercel-page-policy.cjs adds it to the response the CDN stores).
// The other headers are the same for every response (next.config.ts).

export const NONCE_HEADER = "x-nonce";

const BLOB_IMAGES = "https://*.public.blob.vercel-storage.com";
const META_SCRIPT = "https://connect.facebook.net";
const META_ENDPOINTS = "https://www.facebook.com";

/**
 * The page policy: no eval, no framing, no plugins. With a nonce, scripts only by nonce (and what they load).
 * Without one (a cached page) inline scripts pass this policy, and the hash policy the cache adds to the same
 * response refuses any inline script whose hash the render did not produce: a browser enforces both.
 */
export function pageCsp(options: { nonce?: string; dev: boolean; pixel: boolean; https: boolean }): string {
  const script = options.nonce ? [`'self'`, `'nonce-${options.nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`];
  if (options.pixel) script.push(META_SCRIPT);
  // React's development build needs eval for its debugging aids; production never gets it.
  if (options.dev) script.push(`'unsafe-eval'`);
  const directives = [
    `default-src 'self'`,
    `script-src ${script.join(" ")}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${BLOB_IMAGES}${options.pixel ? ` ${META_ENDPOINTS}` : ""}`,
    `font-src 'self'`,
    `connect-src 'self'${options.pixel ? ` ${META_ENDPOINTS} ${META_SCRIPT}` : ""}`,
    `frame-ancestors 'none'`,
    `frame-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `manifest-src 'self'`,
    `worker-src 'self' blob:`,
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** JSON answers never render anything. */
export const API_CSP = `default-src 'none'; frame-ancestors 'none'`;

/** The site's Permissions-Policy; `geolocation`: "()" nowhere, "(self)" where a page of ours may ask for it. */
const permissions = (geolocation: "()" | "(self)") =>
  `camera=(), microphone=(), geolocation=${geolocation}, payment=(), usb=(), browsing-topics=(), interest-cohort=()`;

/**
 * The portal may ask for the sitter's location: a daily report's "Incluir mi ubicación" needs it, and
 * the site's own policy refused it. Public pages and the dashboard keep it off. A later header rule in
 * next.config.ts overrides the general one for /portal.
 */
export const PORTAL_PERMISSIONS_POLICY = { key: "Permissions-Policy", value: permissions("(self)") } as const;

export const STATIC_SECURITY_HEADERS = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: permissions("()") },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
] as const;

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
