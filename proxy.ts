import { NextResponse, type NextRequest } from "next/server";
import { BASE_PATH_HEADER, decideRoute, isSiteLaunched } from "@/lib/routing";

// The coming-soon gate and the /preview rewrite (SPEC §2 routing rules).
export function proxy(request: NextRequest) {
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
  matcher: ["/((?!_next/static|_next/image|.*\\.[A-Za-z0-9]+$).*)"],
};
