/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { pageCsp } from "@/lib/http/security-headers";
import nextConfig from "@/next.config";
import { createHash } from "node:crypto";

/** Next's own path matcher for header rules (path-to-regexp, as bundled with Next). */
function pathToRegexp(source: string): RegExp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's compiled copy has no types
  const { pathToRegexp: compile } = require("next/dist/compiled/path-to-regexp") as { pathToRegexp: (s: string) => RegExp };
  return compile(source);
}

const page = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...headers } }));

describe("Content-Security-Policy", () => {
  it("allows a per-request page's scripts only by a fresh nonce, never eval or inline, and forbids framing", () => {
    const first = page("/preview/reservar").headers.get("content-security-policy")!;
    const second = page("/preview/reservar").headers.get("content-security-policy")!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(first)?.[1];
    expect(nonce).toBeTruthy();
    expect(second).not.toContain(nonce);
    const script = first.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toContain("object-src 'none'");
  });

  it("allows a cached page's inline scripts only by the hashes of its own render (page-cache-handler.cjs)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, loaded by next start as is
    const { withScriptPolicy } = require("@/lib/http/page-cache-handler.cjs") as { withScriptPolicy: (value: object) => { headers: Record<string, string> } };
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Hola</p>
      <script>self.__next_f.push([1,"uno"])</script><script id="_R_">self.__next_f.push([1,"dos"])</script>
      <script type="application/ld+json">{"@type":"Person"}</script></body></html>`;
    const entry = withScriptPolicy({ kind: "APP_PAGE", html, headers: { "x-next-cache-tags": "a" } });
    const policy = entry.headers["content-security-policy"];
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(policy).toBe(`script-src 'self' ${hash('self.__next_f.push([1,"uno"])')} ${hash('self.__next_f.push([1,"dos"])')}; object-src 'none'; base-uri 'self'`);
    expect(entry.headers["x-next-cache-tags"]).toBe("a");
    // Other cache entries (data, routes) are left alone.
    expect(withScriptPolicy({ kind: "FETCH", data: {} })).toEqual({ kind: "FETCH", data: {} });
  });

  it("passes the nonce to the page (and a client cannot set its own)", () => {
    const response = page("/portal", { "x-nonce": "elegido-por-mi" });
    const csp = response.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("names Meta's hosts only when the pixel is configured, and eval only in development", () => {
    const base = { nonce: "n", dev: false, https: true };
    expect(pageCsp({ ...base, pixel: false })).not.toContain("facebook");
    expect(pageCsp({ ...base, pixel: true })).toContain("https://connect.facebook.net");
    expect(pageCsp({ ...base, pixel: false, dev: true })).toContain("'unsafe-eval'");
    expect(pageCsp({ ...base, pixel: false })).toContain("upgrade-insecure-requests");
  });

  it("gives JSON answers a deny-all policy and leaves served documents to their own headers", async () => {
    // The API is not seen by proxy.ts: its policy is a next.config.ts header rule, matched here as Next does.
    const policyFor = async (path: string) => (await headerFor(path, "Content-Security-Policy")) ?? null;
    expect(await policyFor("/api/sitters")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await policyFor("/api/admin/users/abc")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await policyFor("/api/files/a/b.pdf")).toBeNull();
  });

  it("lets only the portal's pages ask for the location (a report's 'Incluir mi ubicación'), as the last matching rule", async () => {
    const permissionsFor = (path: string) => headerFor(path, "Permissions-Policy");
    for (const path of ["/portal", "/portal/reservas/abc/emergencia"]) expect(await permissionsFor(path)).toContain("geolocation=(self)");
    for (const path of ["/", "/preview/busca", "/admin", "/reserva/abc", "/portalx"]) expect(await permissionsFor(path)).toContain("geolocation=()");
    for (const path of ["/portal", "/admin"]) expect(await permissionsFor(path)).toContain("camera=()");
  });
});

/** The value of header `key` that next.config.ts sends for `path`, matched as Next does: the last matching rule wins. */
async function headerFor(path: string, key: string): Promise<string | undefined> {
  const rules = await nextConfig.headers!();
  return rules
    .filter((rule) => pathToRegexp(rule.source).test(path))
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === key)
    .at(-1)?.value;
}
