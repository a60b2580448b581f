import { NextResponse, type NextRequest } from "next/server";
import { CROSS_SITE_MESSAGE, extraAllowedOrigins, isCrossSiteWrite } from "@/lib/origin";
import { BASE_PATH_HEADER, decideRoute, isSiteLaunched } from "@/lib/routing";
import { API_CSP, newNonce, NONCE_HEADER, pageCsp } from "@/lib/security-headers";

// The coming-soon gate and /preview rewrite (SPEC §2), the cross-site refusal for the API, and the
// per-request Content-Security-Policy with its nonce.
export function proxy(request: NextRequest) {
  if (
    request.nextUrl.pathname.startsWith("/api/") &&
    isCrossSiteWrite(request.method, request.headers, extraAllowedOrigins())
  ) {
    return NextResponse.json({ ok: false, error: CROSS_SITE_MESSAGE }, { status: 403 });
  }
  const decision = decideRoute(request.nextUrl.pathname, isSiteLaunched());
  if (decision.action === "redirect") {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.redirect(url, 308);
  }
  const headers = new Headers(request.headers);
  // A client must not choose its own link prefix or nonce.
  headers.delete(BASE_PATH_HEADER);
  headers.delete(NONCE_HEADER);
  const csp = contentSecurityPolicy(request);
  if (csp.nonce) headers.set(NONCE_HEADER, csp.nonce);
  // Next.js reads the nonce from the request's policy and puts it on its own scripts.
  if (csp.policy) headers.set("content-security-policy", csp.policy);
  let response: NextResponse;
  if (decision.action === "rewrite") {
    headers.set(BASE_PATH_HEADER, decision.base);
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    response = NextResponse.rewrite(url, { request: { headers } });
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  if (csp.policy) response.headers.set("Content-Security-Policy", csp.policy);
  return response;
}

function contentSecurityPolicy(request: NextRequest): { policy?: string; nonce?: string } {
  const path = request.nextUrl.pathname;
  // Documents are served inline to their owner: Chrome's PDF viewer does not run under a strict policy.
  if (path.startsWith("/api/files/")) return {};
  if (path.startsWith("/api/")) return { policy: API_CSP };
  const nonce = newNonce();
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const policy = pageCsp({
    nonce,
    dev: process.env.NODE_ENV === "development",
    pixel: Boolean(process.env.NEXT_PUBLIC_META_PIXEL_ID),
    https,
  });
  return { policy, nonce };
}

export const config = {
  // Everything but Next's assets and public files (paths with a dot, e.g. /sitters/ana.svg, /robots.txt).
  matcher: ["/api/:path*", "/((?!_next/static|_next/image|.*\\.[A-Za-z0-9]+$).*)"],
};
