/** @jest-environment node */
import { NextRequest } from "next/server";
import nextConfig from "@/next.config";
import { proxy } from "@/proxy";
import { withEnv } from "../helpers/env";

function call(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...headers } }));
}

/** The request headers proxy.ts hands on to the rest of Next (NextResponse.next({ request: { headers } })). */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

const launched = (run: () => void) => withEnv({ SITE_LAUNCHED: "true" }, run);

describe("proxy: a page's form from another site", () => {
  const post = (headers: Record<string, string>) =>
    proxy(new NextRequest("http://localhost:3000/preview/reservar", { method: "POST", headers: { host: "localhost:3000", "next-action": "7f3a", ...headers } }));

  it("refuses a server action replayed from another origin with 403 in Spanish, before Next runs it", async () => {
    const refused = post({ origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Solicitud rechazada: solo se aceptan envíos desde el sitio de Huellitas.");
    // Without JavaScript a form posts no Next-Action header: refused the same way.
    expect(proxy(new NextRequest("http://localhost:3000/preview/reservar", { method: "POST", headers: { host: "localhost:3000", "sec-fetch-site": "cross-site" } })).status).toBe(403);
  });

  it("lets the site's own forms through", () => {
    expect(post({ origin: "http://localhost:3000" }).status).toBe(200);
    expect(post({}).headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy: the gate", () => {
  it("does not let a client choose the rewrite, the search key or the nonce", () => {
    const response = call("/admin", { "x-huellitas-key": "zona~x", "x-huellitas-rewrite": "gate", "x-nonce": "abc" });
    expect(forwarded(response, "x-huellitas-key")).toBeNull();
    expect(forwarded(response, "x-huellitas-rewrite")).toBeNull();
    expect(forwarded(response, "x-nonce")).not.toBe("abc");
  });

  it("never answers with a rewrite to an absolute URL (Next proxies those over the network)", () => {
    for (const path of ["/", "/busca", "/preview", "/preview/faq", "/preview/s/ana-lopez"]) {
      expect(call(path).headers.get("x-middleware-rewrite")).toBeNull();
    }
  });

  it("asks for the gate on gated paths; /preview pages are real paths, only search needs its key", () => {
    expect(forwarded(call("/busca"), "x-huellitas-rewrite")).toBe("gate");
    expect(forwarded(call("/preview/faq"), "x-huellitas-rewrite")).toBeNull();
    const search = call("/preview/busca?orden=precio&zona=santa-tecla&utm_source=ig");
    expect(forwarded(search, "x-huellitas-rewrite")).toBe("preview-search");
    expect(forwarded(search, "x-huellitas-key")).toBe("zona~santa-tecla_orden~precio");
  });

  it("once launched, sends plain paths into the site and a search to its canonical key", () => {
    launched(() => {
      expect(forwarded(call("/"), "x-huellitas-rewrite")).toBe("home");
      expect(forwarded(call("/faq"), "x-huellitas-rewrite")).toBe("site");
      expect(forwarded(call("/busca"), "x-huellitas-key")).toBe("todos");
      expect(forwarded(call("/busca?pagina=2&gatos=1"), "x-huellitas-key")).toBe("gatos~1_pagina~2");
    });
  });

  it("once launched, redirects an old referral link /coming-soon?ref=… to / with its query", () => {
    launched(() => {
      const response = call("/coming-soon?ref=ABC234");
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe("http://localhost:3000/?ref=ABC234");
      expect(call("/preview/coming-soon?ref=ABC234&utm_source=ig").headers.get("location")).toBe("http://localhost:3000/?ref=ABC234&utm_source=ig");
    });
    // Before launch the page is still served.
    expect(call("/coming-soon?ref=ABC234").headers.get("location")).toBeNull();
  });

  it("gives cached pages a policy without nonce, and per-request pages one with a nonce", () => {
    const policy = (path: string) => call(path).headers.get("content-security-policy") ?? "";
    launched(() => {
      for (const path of ["/", "/busca?zona=santa-tecla", "/s/ana-lopez", "/faq", "/gate"]) {
        expect(policy(path)).toContain("script-src 'self' 'unsafe-inline';");
        expect(forwarded(call(path), "content-security-policy")).toBeNull();
      }
      for (const path of ["/admin", "/portal", "/reservar", "/exito", "/reserva/abc", "/no-existe"]) {
        expect(policy(path)).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
        expect(policy(path).split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
      }
    });
  });

  it("sends a search with a family's invitation to its own page, rendered per request, the token out of every key", () => {
    const token = "Ab3_-".padEnd(32, "x");
    const invited = call(`/preview/busca?zona=la-union&invitacion=${token}`);
    expect(forwarded(invited, "x-huellitas-rewrite")).toBe("preview-invited-search");
    expect(forwarded(invited, "x-huellitas-key")).toBeNull();
    expect(invited.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    launched(() => expect(forwarded(call(`/busca?invitacion=${token}`), "x-huellitas-rewrite")).toBe("invited-search"));
    // A malformed token is no invitation: the cached search, without it.
    const plain = call("/preview/busca?zona=la-union&invitacion=corto");
    expect(forwarded(plain, "x-huellitas-rewrite")).toBe("preview-search");
    expect(forwarded(plain, "x-huellitas-key")).toBe("zona~la-union");
  });

  it("sends the plain booking form to its cached key, and a family's own link to the page rendered for them", () => {
    const cachedPolicy = /script-src 'self' 'unsafe-inline';/;
    const noncePolicy = /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/;
    const plain = call("/preview/reservar?sitter=ana-lopez&utm_source=ig");
    expect(forwarded(plain, "x-huellitas-rewrite")).toBe("preview-booking-form");
    expect(forwarded(plain, "x-huellitas-key")).toBe("ana-lopez");
    expect(plain.headers.get("content-security-policy")).toMatch(cachedPolicy);
    expect(forwarded(plain, "x-nonce")).toBeNull();
    launched(() => {
      const launchedPlain = call("/reservar?sitter=ana-lopez");
      expect(forwarded(launchedPlain, "x-huellitas-rewrite")).toBe("booking-form");
      expect(forwarded(launchedPlain, "x-huellitas-key")).toBe("ana-lopez");
    });
    const token = "Ab3_-".padEnd(32, "x");
    for (const path of [`/preview/reservar?sitter=ana-lopez&invitacion=${token}`, `/preview/reservar?repetir=${token}`, "/preview/reservar", "/preview/reservar?sitter=Ana"]) {
      const own = call(path);
      expect({ path, rewrite: forwarded(own, "x-huellitas-rewrite"), key: forwarded(own, "x-huellitas-key") }).toEqual({ path, rewrite: null, key: null });
      expect(own.headers.get("content-security-policy")).toMatch(noncePolicy);
    }
    // Sent without JavaScript, the plain form comes back rendered for that request (what was typed, the errors): nonce.
    const sent = proxy(new NextRequest("http://localhost:3000/preview/reservar?sitter=ana-lopez", { method: "POST", headers: { host: "localhost:3000", origin: "http://localhost:3000" } }));
    expect(forwarded(sent, "x-huellitas-key")).toBe("ana-lopez");
    expect(sent.headers.get("content-security-policy")).toMatch(noncePolicy);
    expect(forwarded(sent, "content-security-policy")).toMatch(noncePolicy);
    // A client's own key header never reaches the page.
    expect(forwarded(call(`/preview/reservar?repetir=${token}`, { "x-huellitas-key": "ana-lopez", "x-huellitas-rewrite": "preview-booking-form" }), "x-huellitas-key")).toBeNull();
  });

  it("is not run for the API, so request bodies go straight to the handlers", () => {
    const [matcher] = nextConfigMatcher();
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path);
    expect(matches("/api/portal/documents")).toBe(false);
    expect(matches("/api/reservations")).toBe(false);
    expect(matches("/")).toBe(true);
    expect(matches("/preview/busca")).toBe(true);
    expect(matches("/apidocs")).toBe(true);
  });
});

describe("next.config.ts rewrites", () => {
  it("are internal, and each is asked for by proxy.ts with its own header value", async () => {
    const rewrites = await nextConfig.rewrites!();
    const beforeFiles = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) ?? [];
    const kinds = beforeFiles.map((rule) => {
      expect(rule.destination.startsWith("/")).toBe(true);
      return rule.has?.find((condition) => condition.type === "header" && condition.key === "x-huellitas-rewrite")?.value;
    });
    expect(kinds).toEqual(["gate", "home", "search", "preview-search", "invited-search", "preview-invited-search", "booking-form", "preview-booking-form", "site"]);
  });
});

// The matcher is a path-to-regexp pattern; the one we use is a plain regular expression group.
function nextConfigMatcher(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the proxy's static config
  const { config } = require("@/proxy") as { config: { matcher: string[] } };
  return config.matcher.map((pattern) => pattern.replace(/^\/\((.*)\)$/, "/($1)").replace(/\\\\/g, "\\"));
}
