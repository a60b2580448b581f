/** @jest-environment node */
import { NextRequest } from "next/server";
import nextConfig from "@/next.config";
import { proxy } from "@/proxy";

function call(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...headers } }));
}

/** The request headers proxy.ts hands on to the rest of Next (NextResponse.next({ request: { headers } })). */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe("proxy: the gate", () => {
  it("does not let a client choose the link prefix or the rewrite", () => {
    const response = call("/admin", { "x-huellitas-base": "https://evil.example", "x-huellitas-rewrite": "gate" });
    expect(forwarded(response, "x-huellitas-base")).toBeNull();
    expect(forwarded(response, "x-huellitas-rewrite")).toBeNull();
  });

  it("never answers with a rewrite to an absolute URL (Next proxies those over the network)", () => {
    for (const path of ["/", "/busca", "/preview", "/preview/faq", "/preview/s/ana-lopez"]) {
      expect(call(path).headers.get("x-middleware-rewrite")).toBeNull();
    }
  });

  it("asks for the internal gate rewrite on gated paths and the preview one under /preview", () => {
    expect(forwarded(call("/busca"), "x-huellitas-rewrite")).toBe("gate");
    expect(forwarded(call("/busca"), "x-huellitas-base")).toBe("");
    expect(forwarded(call("/preview/faq"), "x-huellitas-rewrite")).toBe("preview");
    expect(forwarded(call("/preview/faq"), "x-huellitas-base")).toBe("/preview");
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
  it("maps /preview/... to the page and any gated path to /gate, only when proxy.ts asked", async () => {
    const rewrites = await nextConfig.rewrites!();
    const beforeFiles = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) ?? [];
    expect(beforeFiles).toHaveLength(3);
    for (const rule of beforeFiles) {
      expect(rule.destination.startsWith("/")).toBe(true);
      expect(rule.has).toEqual([{ type: "header", key: "x-huellitas-rewrite", value: expect.stringMatching(/^(preview|gate)$/) }]);
    }
  });
});

// The matcher is a path-to-regexp pattern; the one we use is a plain regular expression group.
function nextConfigMatcher(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the proxy's static config
  const { config } = require("@/proxy") as { config: { matcher: string[] } };
  return config.matcher.map((pattern) => pattern.replace(/^\/\((.*)\)$/, "/($1)").replace(/\\\\/g, "\\"));
}
