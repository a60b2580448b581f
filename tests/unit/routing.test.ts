import { decideRoute, withBasePath } from "@/lib/http/routing";

describe("decideRoute while the gate is on", () => {
  it.each(["/", "/busca", "/s/ana", "/unete", "/gate", "/previewx", "/preview-busca"])(
    "shows the coming-soon page at %s",
    (path) => {
      expect(decideRoute(path, false)).toEqual({ action: "rewrite", pathname: "/gate", base: "" });
    },
  );

  it.each(["/admin", "/admin/x", "/portal", "/portal/a/b", "/api/sitters", "/_next/data/x"])(
    "leaves %s alone",
    (path) => {
      expect(decideRoute(path, false)).toEqual({ action: "next" });
    },
  );

  it("serves /coming-soon itself", () => {
    expect(decideRoute("/coming-soon", false)).toEqual({ action: "next" });
  });

  it("strips /preview and keeps the prefix for links", () => {
    expect(decideRoute("/preview", false)).toEqual({ action: "rewrite", pathname: "/", base: "/preview" });
    expect(decideRoute("/preview/", false)).toEqual({ action: "rewrite", pathname: "/", base: "/preview" });
    expect(decideRoute("/preview/s/ana-lopez", false)).toEqual({
      action: "rewrite",
      pathname: "/s/ana-lopez",
      base: "/preview",
    });
  });

  it("does not treat /administrator as the admin area", () => {
    expect(decideRoute("/administrator", false)).toEqual({ action: "rewrite", pathname: "/gate", base: "" });
  });
});

describe("decideRoute once launched (SITE_LAUNCHED=true)", () => {
  it("serves public pages at their plain paths", () => {
    expect(decideRoute("/busca", true)).toEqual({ action: "next" });
    expect(decideRoute("/", true)).toEqual({ action: "next" });
  });

  it("redirects old preview links", () => {
    expect(decideRoute("/preview/busca", true)).toEqual({ action: "redirect", pathname: "/busca" });
    expect(decideRoute("/preview", true)).toEqual({ action: "redirect", pathname: "/" });
  });
});

describe("withBasePath", () => {
  it("prefixes internal links with the preview base", () => {
    expect(withBasePath("/preview", "/busca")).toBe("/preview/busca");
    expect(withBasePath("/preview", "/")).toBe("/preview");
    expect(withBasePath("/preview", "/?ref=AB12CD")).toBe("/preview?ref=AB12CD");
  });

  it("leaves external links and launched paths alone", () => {
    expect(withBasePath("/preview", "https://wa.me/50370000000")).toBe("https://wa.me/50370000000");
    expect(withBasePath("/preview", "//evil.example")).toBe("//evil.example");
    expect(withBasePath("", "/busca")).toBe("/busca");
  });
});
