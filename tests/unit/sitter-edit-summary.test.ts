import { changedSitterFields, sitterEditSummary } from "@/lib/sitters/edit-summary";

describe("the activity log's sentence for a saved profile", () => {
  const before = { name: "Ana López", walkPriceUSD: 10, services: ["WALK"], home: null, userId: null, published: true };

  it("names only the fields whose value changed, arrays and nulls compared by value", () => {
    expect(changedSitterFields(before, { name: "Ana López", services: ["WALK"], home: undefined, walkPriceUSD: 12 })).toEqual(["walkPriceUSD"]);
    expect(changedSitterFields(before, { services: ["WALK", "DAYCARE"], home: null })).toEqual(["services"]);
  });

  it("says whose account was linked or unlinked, what was edited and whether it was published or hidden", () => {
    const ana = { name: "Ana", email: "ana@example.com" };
    const beto = { name: "Beto", email: "beto@example.com" };
    expect(sitterEditSummary("Ana López", ["userId"], { linked: ana })).toBe("Vinculó la cuenta de Ana (ana@example.com) al perfil de Ana López.");
    expect(sitterEditSummary("Ana López", ["userId", "bio"], { linked: beto, unlinked: ana })).toBe(
      "Desvinculó la cuenta de Ana (ana@example.com) del perfil de Ana López. Vinculó la cuenta de Beto (beto@example.com) al perfil de Ana López. Editó el perfil de Ana López: sobre mí.",
    );
    expect(sitterEditSummary("Ana López", ["walkPriceUSD", "boardingPriceUSD", "published"], { published: true })).toBe("Editó el perfil de Ana López: precio del paseo, precio del hospedaje. Publicó el perfil de Ana López.");
    expect(sitterEditSummary("Ana López", ["published"], { published: false })).toBe("Ocultó el perfil de Ana López.");
    expect(sitterEditSummary("Ana López", [], {})).toBe("Guardó el perfil de Ana López sin cambios.");
  });
});
