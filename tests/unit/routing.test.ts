import { decideRoute, isCachedPage, withBasePath } from "@/lib/site/routing";

describe("decideRoute while the gate is on", () => {
  it.each(["/", "/busca", "/s/ana", "/unete", "/gate", "/previewx", "/preview-busca"])(
    "shows the coming-soon page at %s",
    (path) => {
      expect(decideRoute(path, false)).toEqual({ action: "gate" });
    },
  );

  it.each(["/admin", "/admin/x", "/portal", "/portal/a/b", "/api/sitters", "/_next/data/x"])(
    "leaves %s alone",
    (path) => {
      expect(decideRoute(path, false)).toEqual({ action: "next" });
    },
  );

  it("serves /coming-soon itself", () => {
    expect(decideRoute("/coming-soon", false)).toEqual({ action: "site", base: "", page: "/coming-soon" });
  });

  it("serves the site under /preview and keeps the prefix for links", () => {
    expect(decideRoute("/preview", false)).toEqual({ action: "site", page: "/", base: "/preview" });
    expect(decideRoute("/preview/", false)).toEqual({ action: "site", page: "/", base: "/preview" });
    expect(decideRoute("/preview/s/ana-lopez", false)).toEqual({ action: "site", page: "/s/ana-lopez", base: "/preview" });
  });

  it("does not treat /administrator as the admin area", () => {
    expect(decideRoute("/administrator", false)).toEqual({ action: "gate" });
  });

  it("sends a search's internal path back to the search", () => {
    expect(decideRoute("/preview/busca/zona~x", false)).toEqual({ action: "redirect", pathname: "/preview/busca" });
    expect(decideRoute("/busca/todos", true)).toEqual({ action: "redirect", pathname: "/busca" });
  });

  it("sends the plain booking form's internal path back to the form", () => {
    expect(decideRoute("/preview/reservar/ana-lopez", false)).toEqual({ action: "redirect", pathname: "/preview/reservar" });
    expect(decideRoute("/reservar/ana-lopez~2026-12-01", true)).toEqual({ action: "redirect", pathname: "/reservar" });
    expect(decideRoute("/preview/reserva/abc", false)).toEqual({ action: "site", base: "/preview", page: "/reserva/abc" });
  });
});

describe("decideRoute once launched (SITE_LAUNCHED=true)", () => {
  it("serves public pages at their plain paths", () => {
    expect(decideRoute("/busca", true)).toEqual({ action: "site", base: "", page: "/busca" });
    expect(decideRoute("/", true)).toEqual({ action: "site", base: "", page: "/" });
    expect(decideRoute("/gate", true)).toEqual({ action: "gate" });
  });

  it("redirects old preview links", () => {
    expect(decideRoute("/preview/busca", true)).toEqual({ action: "redirect", pathname: "/busca" });
    expect(decideRoute("/preview", true)).toEqual({ action: "redirect", pathname: "/" });
  });

  it("sends /coming-soon (and /preview/coming-soon) to the home page: the waitlist is over", () => {
    expect(decideRoute("/coming-soon", true)).toEqual({ action: "redirect", pathname: "/" });
    expect(decideRoute("/preview/coming-soon", true)).toEqual({ action: "redirect", pathname: "/" });
    expect(decideRoute("/coming-soon-x", true)).toEqual({ action: "site", base: "", page: "/coming-soon-x" });
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

describe("isCachedPage", () => {
  it.each(["/", "/busca", "/s/ana-lopez", "/faq", "/filosofia", "/como-funciona", "/compromisos", "/contacto", "/unete", "/coming-soon"])("%s is served from cache", (page) => {
    expect(isCachedPage(page)).toBe(true);
  });
  it.each(["/reservar", "/exito", "/reserva/abc", "/no-existe", "/s/a/b", "/busca/x"])("%s is rendered per request", (page) => {
    expect(isCachedPage(page)).toBe(false);
  });
});
