import { NextResponse, type NextRequest } from "next/server";
import { BAD_PATH_MESSAGE, badPathPage, isDecodablePath } from "@/lib/site/bad-path";
import { bookingFormKey } from "@/lib/bookings/intake/form-key";
import {
  decideRoute,
  isBookingFormPage,
  isBookingFormRewrite,
  isCachedPage,
  isInvitedSearch,
  isSearchRewrite,
  isSiteLaunched,
  PAGE_KEY_HEADER,
  REWRITE_HEADER,
  rewriteKind,
} from "@/lib/site/routing";
import { newNonce, NONCE_HEADER, pageCsp } from "@/lib/http/security-headers";
import { CROSS_SITE_MESSAGE, extraAllowedOrigins, isCrossSiteWrite } from "@/lib/http/origin";
import { searchKey } from "@/lib/sitters/search-key";
import { INVITATION_PARAM, isInvitationToken } from "@/lib/zones/invitation-link";

// The coming-soon gate and /preview of SPEC §2, the cached path of a search and of the plain booking form, and
// each page's Content-Security-Policy: a nonce where the page is rendered per request (admin, portal, a booking's
// own pages), none where it is served from cache (the cache adds the hashes of its scripts: security-headers.ts).
// The API is not matched (see `config`): its cross-site refusal and headers live with the route handlers.
export function proxy(request: NextRequest) {
  // Next answers a plain-text 500 when it cannot decode a path segment for a route: answer first.
  if (!isDecodablePath(request.nextUrl.pathname)) return badPathResponse(request.nextUrl.pathname);
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  // A page's POST is a server action (a form, with JavaScript or without): from another site, refused here in
  // Spanish; Next's own check answered it with a 500 and an error in the log.
  if (isCrossSiteWrite(request.method, request.headers, extraAllowedOrigins())) {
    return new NextResponse(CROSS_SITE_MESSAGE, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const decision = decideRoute(request.nextUrl.pathname, isSiteLaunched());
  if (decision.action === "redirect") {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.redirect(url, 308);
  }
  const headers = new Headers(request.headers);
  // A client must not choose its own rewrite, cached page's key or nonce.
  headers.delete(REWRITE_HEADER);
  headers.delete(PAGE_KEY_HEADER);
  headers.delete(NONCE_HEADER);
  const dev = process.env.NODE_ENV === "development";
  // next.config.ts rewrites internally on these headers (never NextResponse.rewrite: see gateRewrites()).
  // A search with a family's invitation is theirs: its own path, rendered per request (never from the page cache);
  // so is the booking form with their invitation or "Reservar de nuevo" link (no key).
  const query = request.nextUrl.searchParams;
  const formKey = decision.action === "site" && isBookingFormPage(decision.page) ? bookingFormKey(query) : null;
  const rewrite = rewriteKind(decision, { invited: isInvitationToken(query.get(INVITATION_PARAM)), plainBookingForm: formKey !== null });
  if (rewrite) headers.set(REWRITE_HEADER, rewrite);
  if (isSearchRewrite(rewrite)) headers.set(PAGE_KEY_HEADER, searchKey(query));
  if (formKey && isBookingFormRewrite(rewrite)) headers.set(PAGE_KEY_HEADER, formKey);
  // The gate is a static page; a public page is cached unless it is made for one person or does not exist. A form
  // sent to a cached page without JavaScript comes back rendered for that request alone (with what was typed, never
  // stored): it gets a nonce like any per-request page.
  const cachedPage = decision.action === "site" && (isCachedPage(decision.page) || isBookingFormRewrite(rewrite));
  const sentForm = request.method !== "GET" && request.method !== "HEAD";
  const perRequest = dev || decision.action === "next" || (decision.action === "site" && !cachedPage) || isInvitedSearch(rewrite) || sentForm;
  const nonce = perRequest ? newNonce() : undefined;
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const policy = pageCsp({ nonce, dev, pixel: Boolean(process.env.NEXT_PUBLIC_META_PIXEL_ID), https });
  if (nonce) {
    headers.set(NONCE_HEADER, nonce);
    // Next.js reads the nonce from the request's policy and puts it on its own scripts.
    headers.set("content-security-policy", policy);
  } else {
    headers.delete("content-security-policy");
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function badPathResponse(pathname: string): NextResponse {
  if (pathname.startsWith("/api/")) return NextResponse.json({ ok: false, error: BAD_PATH_MESSAGE }, { status: 400 });
  return new NextResponse(badPathPage(), {
    status: 400,
    headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": BAD_PATH_PAGE_CSP },
  });
}

const BAD_PATH_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const config = {
  matcher: [
    // Pages. Not the API: a matched request's body is copied into memory before its handler can refuse it
    // (next.config.ts caps that copy). Not Next's assets or public files (paths with a dot).
    "/((?!api/|api$|_next/static|_next/image|.*\\.[A-Za-z0-9]+$).*)",
    // API paths with a percent sign, so a badly encoded one gets a JSON 400 instead of Next's plain 500.
    "/api/:rest(.*%.*)",
  ],
};
