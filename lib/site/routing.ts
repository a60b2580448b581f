// The request gate of SPEC §2, as a pure function so it can be tested without a server.

export const PREVIEW_PREFIX = "/preview";
/** Internal path of the coming-soon page the gate shows (rendered without the public layout). */
export const GATE_PATH = "/gate";
/**
 * The public pages live under app/(site)/[base]: "preview" is reached as /preview/…, "sitio" (links without a
 * prefix) only through the rewrite below. The base is a route parameter, not a request header, so every public
 * page that shows nothing per visitor is rendered once and served from cache.
 */
export const SITE_SEGMENT = "sitio";
/**
 * Request header through which proxy.ts asks for one of the internal rewrites below. proxy.ts always sets or
 * removes it, so a client cannot choose it. Each value has its own rule: Next applies every rule that matches,
 * in order, to the path the previous one wrote, so no two rules may match one request.
 */
export const REWRITE_HEADER = "x-huellitas-rewrite";
export type RewriteKind =
  | "gate"
  | "site"
  | "home"
  | "search"
  | "preview-search"
  | "invited-search"
  | "preview-invited-search"
  | "booking-form"
  | "preview-booking-form";
/**
 * Request header carrying the key of a cached page's internal path: a search's canonical query
 * (lib/sitters/search-key.ts) for the /busca rewrite, the plain booking form's sitter and day
 * (lib/bookings/intake/form-key.ts) for the /reservar one.
 */
export const PAGE_KEY_HEADER = "x-huellitas-key";

export type RouteDecision =
  | { action: "next" }
  | { action: "gate" }
  | { action: "site"; base: "" | typeof PREVIEW_PREFIX; page: string }
  | { action: "redirect"; pathname: string };

const UNGATED = [/^\/admin(\/|$)/, /^\/portal(\/|$)/, /^\/api(\/|$)/, /^\/_next(\/|$)/];

function previewRemainder(pathname: string): string | null {
  if (pathname === PREVIEW_PREFIX) return "/";
  if (pathname.startsWith(PREVIEW_PREFIX + "/")) return pathname.slice(PREVIEW_PREFIX.length) || "/";
  return null;
}

/** `page`: the path inside the public site ("/busca", "/s/ana"), whatever the prefix. */
export function decideRoute(pathname: string, launched: boolean): RouteDecision {
  if (UNGATED.some((pattern) => pattern.test(pathname))) return { action: "next" };
  // The coming-soon page itself, at its internal path (launched or not): a static page like the others.
  if (pathname === GATE_PATH) return { action: "gate" };
  const remainder = previewRemainder(pathname);
  // The internal path of a search or of the plain booking form is not an address: /busca/… goes back to the search,
  // /reservar/… to the form.
  const internal = /^(\/preview)?\/(busca|reservar)\/./.exec(pathname);
  if (internal) return { action: "redirect", pathname: `${launched ? "" : (internal[1] ?? "")}/${internal[2]}` };
  if (launched) {
    // Once launched the coming-soon page is over: its address (and /preview's) goes to the home page. proxy.ts
    // keeps the query, so an old referral link (/coming-soon?ref=ABC234) keeps its `ref`.
    if (pathname === "/coming-soon" || remainder === "/coming-soon") return { action: "redirect", pathname: "/" };
    // The public pages live at their plain paths; old preview links keep working.
    return remainder === null ? { action: "site", base: "", page: pathname } : { action: "redirect", pathname: remainder };
  }
  if (remainder !== null) return { action: "site", base: PREVIEW_PREFIX, page: remainder };
  if (pathname === "/coming-soon") return { action: "site", base: "", page: pathname };
  return { action: "gate" };
}

// The public pages served from cache (app/(site)/[base]). Any other path is a 404, rendered per request so that
// made-up addresses never fill the page cache.
const CACHED_PAGES = [/^\/$/, /^\/busca\/?$/, /^\/s\/[^/]+\/?$/, /^\/(faq|filosofia|como-funciona|compromisos|contacto|unete|coming-soon)\/?$/];

export function isCachedPage(page: string): boolean {
  return CACHED_PAGES.some((pattern) => pattern.test(page));
}

/**
 * A search carrying a family's invitation (`?invitacion=`): rendered per request at its own internal path,
 * the token never in a cache key (app/(site)/[base]/busca/invitacion).
 */
export const INVITED_SEARCH_SEGMENT = "invitacion";

/** Whether a rewrite is an invited search (rendered per request, with a nonce). */
export const isInvitedSearch = (kind: RewriteKind | null): boolean => kind === "invited-search" || kind === "preview-invited-search";

/** The search results page, whose query becomes part of its cached path. */
function isSearchPage(page: string): boolean {
  return page === "/busca" || page === "/busca/";
}

/** The booking form, whose plain query (a sitter and a day) becomes part of its cached path. */
export function isBookingFormPage(page: string): boolean {
  return page === "/reservar" || page === "/reservar/";
}

/** Whether a rewrite is the plain booking form's (served from cache, without a nonce). */
export const isBookingFormRewrite = (kind: RewriteKind | null): boolean => kind === "booking-form" || kind === "preview-booking-form";

/** Whether a rewrite is a search's (its key is the search's canonical query). */
export const isSearchRewrite = (kind: RewriteKind | null): boolean => kind === "search" || kind === "preview-search";

type ConfigRewrite = { source: string; destination: string; has: { type: "header"; key: string; value: string }[] };

/**
 * The rewrites themselves live in next.config.ts (beforeFiles), chosen by the headers proxy.ts sets: a
 * rewrite returned by proxy.ts is an absolute URL that Next 16 proxies over the network whenever the server
 * listens on 127.0.0.1 (`next start -H 127.0.0.1`, vercel/next.js#94745), which hangs. Config rewrites are
 * always internal, whatever -H, Host or X-Forwarded-* say. The first that matches wins.
 */
export function gateRewrites(): ConfigRewrite[] {
  const when = (value: RewriteKind) => ({ type: "header" as const, key: REWRITE_HEADER, value });
  const search = { type: "header" as const, key: PAGE_KEY_HEADER, value: "(?<consulta>[A-Za-z0-9~_,-]+)" };
  const bookingForm = { type: "header" as const, key: PAGE_KEY_HEADER, value: "(?<formulario>[a-z0-9~-]+)" };
  return [
    { source: "/:path*", destination: GATE_PATH, has: [when("gate")] },
    { source: "/", destination: `/${SITE_SEGMENT}`, has: [when("home")] },
    { source: "/busca", destination: `/${SITE_SEGMENT}/busca/:consulta`, has: [when("search"), search] },
    { source: `${PREVIEW_PREFIX}/busca`, destination: `${PREVIEW_PREFIX}/busca/:consulta`, has: [when("preview-search"), search] },
    { source: "/busca", destination: `/${SITE_SEGMENT}/busca/${INVITED_SEARCH_SEGMENT}`, has: [when("invited-search")] },
    { source: `${PREVIEW_PREFIX}/busca`, destination: `${PREVIEW_PREFIX}/busca/${INVITED_SEARCH_SEGMENT}`, has: [when("preview-invited-search")] },
    { source: "/reservar", destination: `/${SITE_SEGMENT}/reservar/:formulario`, has: [when("booking-form"), bookingForm] },
    { source: `${PREVIEW_PREFIX}/reservar`, destination: `${PREVIEW_PREFIX}/reservar/:formulario`, has: [when("preview-booking-form"), bookingForm] },
    { source: "/:path+", destination: `/${SITE_SEGMENT}/:path+`, has: [when("site")] },
  ];
}

/**
 * Which rewrite a decision needs (none for /preview pages other than search and the plain booking form: they are
 * real paths). `invited`: the query carries a well-formed invitation token, which turns a search into an invited
 * one. `plainBookingForm`: the booking form's query has a key (nothing personal in it).
 */
export function rewriteKind(decision: RouteDecision, { invited = false, plainBookingForm = false } = {}): RewriteKind | null {
  if (decision.action === "gate") return "gate";
  if (decision.action !== "site") return null;
  if (isSearchPage(decision.page) && invited) return decision.base ? "preview-invited-search" : "invited-search";
  if (isSearchPage(decision.page)) return decision.base ? "preview-search" : "search";
  if (isBookingFormPage(decision.page) && plainBookingForm) return decision.base ? "preview-booking-form" : "booking-form";
  if (decision.base) return null;
  return decision.page === "/" ? "home" : "site";
}

/** A cached page's key as its route hands it over (Next may leave the segment percent-encoded). */
export function decodedKeySegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The link prefix of a page under app/(site)/[base]. */
export function basePathOf(segment: string): "" | typeof PREVIEW_PREFIX {
  return segment === "preview" ? PREVIEW_PREFIX : "";
}

/** Prefixes an internal link with the current base ("/preview" while gated), leaving other links alone. */
export function withBasePath(base: string, href: string): string {
  if (!base || !href.startsWith("/") || href.startsWith("//")) return href;
  if (href === "/") return base;
  if (href.startsWith("/?") || href.startsWith("/#")) return base + href.slice(1);
  return base + href;
}

export function isSiteLaunched(): boolean {
  return process.env.SITE_LAUNCHED === "true";
}

/** A public page's path for an e-mail: under /preview while the site is gated (after launch /preview redirects to it). */
export const publicPath = (path: string): string => `${isSiteLaunched() ? "" : PREVIEW_PREFIX}${path}`;
