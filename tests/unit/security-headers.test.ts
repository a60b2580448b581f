/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { pageCsp } from "@/lib/security-headers";

const page = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...headers } }));

describe("Content-Security-Policy", () => {
  it("allows scripts only by a fresh nonce, never eval or inline, and forbids framing", () => {
    const first = page("/preview").headers.get("content-security-policy")!;
    const second = page("/preview").headers.get("content-security-policy")!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(first)?.[1];
    expect(nonce).toBeTruthy();
    expect(second).not.toContain(nonce);
    const script = first.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toContain("object-src 'none'");
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

  it("gives JSON answers a deny-all policy and leaves served documents to their own headers", () => {
    expect(page("/api/sitters").headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(page("/api/files/a/b.pdf").headers.get("content-security-policy")).toBeNull();
  });
});
