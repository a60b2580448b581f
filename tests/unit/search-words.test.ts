import { addDays, todayInElSalvador } from "@/lib/dates";
import { formatDayRange } from "@/lib/format/dates";
import { NO_FILTERS } from "@/lib/sitters/search-filters";
import { nobodyFreeTitle, searchedInWords } from "@/lib/sitters/search-summary";

// An empty search tells the family what they searched, in words, and names dates only when they gave some.

const start = addDays(todayInElSalvador(), 10);
const end = addDays(start, 2);

describe("what a family searched, in words", () => {
  it("names the service and the zone, and no dates when none were given", () => {
    const words = searchedInWords({ ...NO_FILTERS, servicio: "hospedaje", zona: "escalon" });
    expect(words).toBe("Buscaste hospedaje en casa en Escalón.");
    expect(words).not.toMatch(/fecha|libres/);
  });

  it("names the dates when they were given, and every other filter", () => {
    expect(searchedInWords({ ...NO_FILTERS, zona: "santa-tecla", fecha: start, hasta: end, gatos: true, grandes: true, minRating: 4.5, precioMax: 20 })).toBe(
      `Buscaste cuidadores en Santa Tecla libres ${formatDayRange(start, end)}, que acepten gatos y perros grandes, con 4.5 estrellas o más, por $20 o menos.`,
    );
    expect(searchedInWords({ ...NO_FILTERS, fecha: start })).toBe(`Buscaste cuidadores libres ${formatDayRange(start, start)}.`);
    expect(searchedInWords({ ...NO_FILTERS, departamento: "Santa Ana", servicio: "paseos" })).toBe("Buscaste paseos en Santa Ana.");
  });

  it("says nothing when nothing in particular was searched", () => {
    expect(searchedInWords(NO_FILTERS)).toBeNull();
  });

  it("titles an open zone's empty search by its dates only when there were dates", () => {
    expect(nobodyFreeTitle("Escalón", { fecha: start })).toBe("Nadie libre esas fechas en Escalón: te avisamos cuando haya");
    expect(nobodyFreeTitle("Escalón", {})).toBe("Nadie disponible todavía en Escalón: te avisamos cuando haya");
  });
});
