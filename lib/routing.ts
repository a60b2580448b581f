// The request gate of SPEC §2, as a pure function so it can be tested without a server.

export const PREVIEW_PREFIX = "/preview";
/** Request header through which the gate tells public pages their link prefix ("/preview" or ""). */
export const BASE_PATH_HEADER = "x-huellitas-base";
/** Internal path of the coming-soon page the gate shows (rendered without the public layout). */
export const GATE_PATH = "/gate";

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
