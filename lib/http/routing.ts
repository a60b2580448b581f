// The request gate of SPEC §2, as a pure function so it can be tested without a server.

export const PREVIEW_PREFIX = "/preview";
/** Request header through which the gate tells public pages their link prefix ("/preview" or ""). */
export const BASE_PATH_HEADER = "x-huellitas-base";
/** Internal path of the coming-soon page the gate shows (rendered without the public layout). */
export const GATE_PATH = "/gate";
/**
 * Request header through which proxy.ts asks for one of the internal rewrites below ("preview" or "gate").
 * proxy.ts always sets or removes it, so a client cannot choose it.
 */
export const REWRITE_HEADER = "x-huellitas-rewrite";

export type RouteDecision =
  | { action: "next" }
  | { action: "rewrite"; pathname: string; base: string }
  | { action: "redirect"; pathname: string };

const UNGATED = [/^\/admin(\/|$)/, /^\/portal(\/|$)/, /^\/api(\/|$)/, /^\/_next(\/|$)/];

function previewRemainder(pathname: string): string | null {
  if (pathname === PREVIEW_PREFIX) return "/";
  if (pathname.startsWith(PREVIEW_PREFIX + "/")) return pathname.slice(PREVIEW_PREFIX.length) || "/";
  return null;
}

export function decideRoute(pathname: string, launched: boolean): RouteDecision {
  if (UNGATED.some((pattern) => pattern.test(pathname))) return { action: "next" };
  const remainder = previewRemainder(pathname);
  if (launched) {
    // Once launched the public pages live at their plain paths; old preview links keep working.
    return remainder === null ? { action: "next" } : { action: "redirect", pathname: remainder };
  }
  if (remainder !== null) return { action: "rewrite", pathname: remainder, base: PREVIEW_PREFIX };
  if (pathname === "/coming-soon") return { action: "next" };
  return { action: "rewrite", pathname: GATE_PATH, base: "" };
}

type ConfigRewrite = { source: string; destination: string; has: { type: "header"; key: string; value: string }[] };

/**
 * The rewrites themselves live in next.config.ts (beforeFiles), chosen by the header proxy.ts sets: a
 * rewrite returned by proxy.ts is an absolute URL that Next 16 proxies over the network whenever the server
 * listens on 127.0.0.1 (`next start -H 127.0.0.1`, vercel/next.js#94745), which hangs. Config rewrites are
 * always internal, whatever -H, Host or X-Forwarded-* say.
 */
export function gateRewrites(): ConfigRewrite[] {
  const when = (value: "preview" | "gate") => [{ type: "header" as const, key: REWRITE_HEADER, value }];
  return [
    { source: PREVIEW_PREFIX, destination: "/", has: when("preview") },
    { source: `${PREVIEW_PREFIX}/:path*`, destination: "/:path*", has: when("preview") },
    { source: "/:path*", destination: GATE_PATH, has: when("gate") },
  ];
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
