import { profileBadges, profileGallery, servicePrices, STOCK_GALLERY, toSitterProfile } from "@/lib/sitters/profile-adapter";
import { claimsACheck } from "@/lib/sitters/badges";
import { isSuperSitter, showsSuperSitterStar } from "@/lib/sitters/super-sitter";
import { SEED_SITTERS } from "@/lib/seed/sitters";
import { withPrices } from "@/lib/sitters/prices";
import { sitterFixture } from "../helpers/sitter-fixture";

describe("the profile's price list (lib/sitters/prices.ts has the price rules)", () => {
  it("lists the sitter's own prices in the site's order, with labels and units", () => {
    expect(servicePrices([{ type: "WALK", priceUSD: 9 }, { type: "BOARDING", priceUSD: 19 }, { type: "DAYCARE", priceUSD: 12 }])).toEqual([
      { type: "BOARDING", label: "Hospedaje en casa", priceUSD: 19, unit: "por noche" },
      { type: "DAYCARE", label: "Guardería de día", priceUSD: 12, unit: "por día" },
      { type: "WALK", label: "Paseos", priceUSD: 9, unit: "por paseo" },
    ]);
  });
});

describe("super-sitter", () => {
  const base = { badges: [], rating: 4.5, reviewCount: 3, hideSuperSitter: false };

  it("holds with the explicit flag, the 'super-sitter' badge, or rating ≥ 4.9 with ≥ 10 reviews", () => {
    expect(isSuperSitter(base)).toBe(false);
    expect(isSuperSitter({ ...base, isSuperSitter: true })).toBe(true);
    expect(isSuperSitter({ ...base, badges: ["super-sitter"] })).toBe(true);
    expect(isSuperSitter({ ...base, rating: 4.9, reviewCount: 10 })).toBe(true);
    expect(isSuperSitter({ ...base, rating: 4.9, reviewCount: 9 })).toBe(false);
    expect(isSuperSitter({ ...base, rating: 4.89, reviewCount: 50 })).toBe(false);
  });

  it("a missing rating or review count never qualifies", () => {
    expect(isSuperSitter({ ...base, rating: null, reviewCount: 40 })).toBe(false);
    expect(isSuperSitter({ ...base, rating: 5, reviewCount: null })).toBe(false);
  });

  it("the card's star needs the badge; a high rating alone gives no star", () => {
    expect(showsSuperSitterStar({ badges: ["super-sitter"], hideSuperSitter: false })).toBe(true);
    expect(showsSuperSitterStar({ badges: ["verificado"], hideSuperSitter: false })).toBe(false);
  });

  it("hideSuperSitter hides both marks, whatever else holds", () => {
    const hidden = { ...base, badges: ["super-sitter"], rating: 5, reviewCount: 99, isSuperSitter: true, hideSuperSitter: true };
    expect(isSuperSitter(hidden)).toBe(false);
    expect(showsSuperSitterStar(hidden)).toBe(false);
  });

  it("the seed hides the marks for the sitter who asked (data, not a list in code)", () => {
    const hidden = SEED_SITTERS.filter((sitter) => sitter.hideSuperSitter).map((sitter) => sitter.slug);
    expect(hidden).toEqual(["sofia-isabel-ramirez"]);
    const sofia = SEED_SITTERS.find((sitter) => sitter.slug === "sofia-isabel-ramirez")!;
    expect(toSitterProfile({ ...withPrices(sofia), reviews: [] }).isSuperSitter).toBe(false);
  });
});

describe("gallery", () => {
  it("shows at most 3 of the sitter's photos", () => {
    const gallery = profileGallery(sitterFixture({ gallery: ["/a.svg", "/b.svg", "/c.svg", "/d.svg"] }));
    expect(gallery.map((photo) => photo.src)).toEqual(["/a.svg", "/b.svg", "/c.svg"]);
    expect(gallery[0].alt).toBe("Foto 1 del hogar de Ana Pérez");
  });

  it("falls back to the avatar plus two stock images when there are no photos", () => {
    const gallery = profileGallery(sitterFixture({ gallery: [] }));
    expect(gallery.map((photo) => photo.src)).toEqual(["/sitters/ana-perez.svg", ...STOCK_GALLERY]);
  });

  it("uses the stock images alone when there is no avatar either", () => {
    expect(profileGallery(sitterFixture({ gallery: [], avatar: null })).map((photo) => photo.src)).toEqual([...STOCK_GALLERY]);
  });
});

describe("badges", () => {
  it("takes at most 3 top and 3 about badges, as labels, without the super-sitter mark", () => {
    const badges = ["super-sitter", "primeros-auxilios", "fotos-diarias", "casa-con-patio", "respuesta-rapida", "experiencia-5-anos", "otro-mas", "y-otro"];
    expect(profileBadges(badges)).toEqual({
      topBadges: ["Primeros auxilios", "Fotos todos los días", "Casa con patio"],
      aboutBadges: ["Responde rápido", "Más de 5 años de experiencia", "Otro mas"],
    });
  });

  it("never shows a typed trust mark (an old 'verificado'): trust marks come from the checks", () => {
    expect(profileBadges(["verificado", "antecedentes-revisados", "casa-con-patio"])).toEqual({ topBadges: ["Casa con patio"], aboutBadges: [] });
    for (const slug of ["verificado", "identidad-verificada", "dui", "solvencia-pnc", "entrevistado", "aprobado-por-el-equipo"]) expect(claimsACheck(slug)).toBe(true);
    for (const slug of ["casa-con-patio", "primeros-auxilios", "fotos-diarias", "cuidado-de-cachorros"]) expect(claimsACheck(slug)).toBe(false);
  });

  it("names unknown badges by their words", () => {
    expect(profileBadges(["adiestramiento-basico"]).topBadges).toEqual(["Adiestramiento basico"]);
  });
});

describe("toSitterProfile", () => {
  it("builds the profile view of SPEC §3", () => {
    const profile = toSitterProfile(
      sitterFixture({
        reviews: [
          { author: "Luis", text: "Excelente", rating: 5, createdAt: "2026-05-01T00:00:00.000Z" },
          { author: "Marta", text: "Muy puntual", rating: 5, createdAt: "2026-04-01T00:00:00.000Z" },
          { author: "Pedro", text: "Muy bien", rating: 4, createdAt: "2026-03-01T00:00:00.000Z" },
        ],
      }),
    );
    expect(profile).toMatchObject({
      name: "Ana Pérez",
      location: "Santa Tecla, La Libertad",
      rating: 4.7,
      reviewCount: 8,
      isSuperSitter: false,
      accepts: { dogs: true, largeDogs: true, cats: true, puppies: true, seniors: true },
      languages: ["Español"],
      reviews: [
        { author: "Luis", text: "Excelente" },
        { author: "Marta", text: "Muy puntual" },
      ],
    });
    expect(profile.services.map((service) => [service.type, service.priceUSD])).toEqual([
      ["BOARDING", 25],
      ["DAYCARE", 15],
      ["WALK", 5],
    ]);
  });

  it("fills a missing rating with 4.9 and missing reviews with 12 (SPEC's profile defaults)", () => {
    const profile = toSitterProfile(sitterFixture({ rating: null, reviewCount: undefined }));
    expect(profile.rating).toBe(4.9);
    expect(profile.reviewCount).toBe(12);
    // A real zero is not missing.
    expect(toSitterProfile(sitterFixture({ reviewCount: 0 })).reviewCount).toBe(0);
  });

  it("always shows puppies and seniors as accepted, and cats and large dogs as the sitter says", () => {
    const profile = toSitterProfile(sitterFixture({ acceptsCats: false, acceptsLargeDogs: false }));
    expect(profile.accepts).toEqual({ dogs: true, largeDogs: false, cats: false, puppies: true, seniors: true });
  });

  it("treats an empty home description as none", () => {
    expect(toSitterProfile(sitterFixture({ home: "  " })).home).toBeNull();
  });
});
