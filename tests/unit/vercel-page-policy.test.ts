/** @jest-environment node */
// The cached-page hash policy on Vercel (lib/http/vercel-page-policy.cjs), on a real HTTP server whose responses end
// as Next ends them; and the page cache handler, configured only where it runs (next.config.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { withEnv } from "../helpers/env";

type Policy = { installVercelPagePolicy: (ServerResponse: typeof http.ServerResponse, options?: { pixel?: boolean }) => void };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, loaded by instrumentation.ts
const { installVercelPagePolicy } = require("@/lib/http/vercel-page-policy.cjs") as Policy;

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const PAGE =
  `<html><head><script src="/_next/static/a.js" async></script><script>self.__next_f=self.__next_f||[]</script></head>` +
  `<body><script type="application/ld+json">{"@type":"Person"}</script><script>self.__next_f.push([1,"ñ"])</script></body></html>`;

// Each test server gets its own response class, so the wrapped `end` never touches Node's own.
async function serve(handler: (res: http.ServerResponse) => void, install = 1, options = { pixel: false }) {
  class Response extends http.ServerResponse {}
  for (let i = 0; i < install; i++) installVercelPagePolicy(Response as typeof http.ServerResponse, options);
  const server = http.createServer({ ServerResponse: Response as typeof http.ServerResponse }, (_req, res) => handler(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { policies: response.headers.get("content-security-policy"), body: await response.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const page = (cacheControl: string, type = "text/html; charset=utf-8") => (res: http.ServerResponse) => {
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheControl);
  res.end(PAGE);
};

describe("the hash policy of a page Vercel caches", () => {
  it("lists exactly the render's inline scripts (not the external or JSON ones) on a page the CDN caches", async () => {
    const { policies, body } = await serve(page("s-maxage=60, stale-while-revalidate=86340"));
    expect(body).toBe(PAGE);
    expect(policies).toBe(
      `script-src 'self' ${hash("self.__next_f=self.__next_f||[]")} ${hash('self.__next_f.push([1,"ñ"])')}; object-src 'none'; base-uri 'self'`,
    );
  });

  it("adds one policy however often it is installed", async () => {
    const { policies } = await serve(page("s-maxage=60"), 2);
    expect(policies?.match(/script-src/g)).toHaveLength(1);
  });

  it("adds nothing to a page rendered per request, to other content, or to a streamed body", async () => {
    expect((await serve(page("private, no-cache, no-store, max-age=0, must-revalidate"))).policies).toBeNull();
    expect((await serve(page("s-maxage=60", "application/json"))).policies).toBeNull();
    const streamed = await serve((res) => {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("Cache-Control", "s-maxage=60");
      res.write(PAGE);
      res.end();
    });
    expect(streamed.policies).toBeNull();
    expect(streamed.body).toBe(PAGE);
  });

  it("allows the Meta pixel's host when the pixel is configured", async () => {
    const { policies } = await serve(page("s-maxage=60"), 1, { pixel: true });
    expect(policies).toMatch(/^script-src 'self' .* https:\/\/connect\.facebook\.net;/);
  });
});

describe("the page cache handler (next.config.ts)", () => {
  const load = (vercel: string | undefined) => {
    let config: { cacheHandler?: string; cacheMaxMemorySize?: number } = {};
    withEnv({ VERCEL: vercel }, () =>
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated again under each environment
        config = require("@/next.config").default;
      }),
    );
    return config;
  };

  it("is used under next start, and not on Vercel, where Vercel's own cache and tag revalidation apply", () => {
    expect(load(undefined).cacheHandler).toMatch(/lib\/http\/page-cache-handler\.cjs$/);
    expect(load(undefined).cacheMaxMemorySize).toBe(0);
    expect(load("1").cacheHandler).toBeUndefined();
    expect(load("1").cacheMaxMemorySize).toBeUndefined();
  });
});
