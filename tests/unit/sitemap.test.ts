import { INDEXED_PAGES, PRIVATE_PREFIXES, sitemapPaths } from "@/lib/site/sitemap";

describe("sitemap paths", () => {
  it("lists only the coming-soon page while the gate is on", () => {
    expect(sitemapPaths(false, ["ana"])).toEqual(["/"]);
  });

  it("lists the public pages and every profile once launched, never private areas or form steps", () => {
    const paths = sitemapPaths(true, ["ana", "luis"]);
    expect(paths).toEqual([...INDEXED_PAGES, "/s/ana", "/s/luis"]);
    for (const prefix of PRIVATE_PREFIXES) expect(paths.some((path) => path.startsWith(prefix))).toBe(false);
    expect(paths).not.toContain("/reservar");
    expect(paths).not.toContain("/exito");
  });
});
