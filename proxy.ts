import { NextResponse, type NextRequest } from "next/server";
import { CROSS_SITE_MESSAGE, extraAllowedOrigins, isCrossSiteWrite } from "@/lib/origin";
import { BASE_PATH_HEADER, decideRoute, isSiteLaunched } from "@/lib/routing";

// The coming-soon gate, the /preview rewrite (SPEC §2 routing rules) and the cross-site refusal for the API.
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
  if (decision.action === "rewrite") {
    headers.set(BASE_PATH_HEADER, decision.base);
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.rewrite(url, { request: { headers } });
  }
  // A client must not choose its own link prefix.
  headers.delete(BASE_PATH_HEADER);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything but Next's assets and public files (paths with a dot, e.g. /sitters/ana.svg, /robots.txt).
  matcher: ["/api/:path*", "/((?!_next/static|_next/image|.*\\.[A-Za-z0-9]+$).*)"],
};
