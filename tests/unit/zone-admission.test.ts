import { closedZoneMessage, closedZoneOf, isListed, listedOnly, zoneAdmits, type ZoneStates } from "@/lib/zones/admission";
import { LIVE_STATUSES } from "@/lib/bookings/core/status";
import { familyOpeningMail, providerOpeningMail } from "@/lib/zones/opening";
import { ZONE_LIVE_STATUSES } from "@/lib/zones/state-change";
import { NO_FILTERS, matchesFilters, parseSearchFilters } from "@/lib/sitters/search-filters";
import { searchedSummary } from "@/lib/sitters/search-summary";

// What each zone state means for the public (lib/zones/admission.ts).

jest.mock("server-only", () => ({}));

const states: ZoneStates = { "santa-tecla": "OPEN", "santa-ana": "INVITE", "san-miguel": "WAITLIST" };

describe("zoneAdmits", () => {
  it("admits everyone to an OPEN zone, a family invited to that zone to an INVITE zone, nobody to a WAITLIST zone", () => {
    expect(zoneAdmits("OPEN", "santa-tecla")).toBe(true);
    expect(zoneAdmits("OPEN", "santa-tecla", { invitedTo: "santa-ana" })).toBe(true);
    expect(zoneAdmits("INVITE", "santa-ana")).toBe(false);
    expect(zoneAdmits("INVITE", "santa-ana", { invitedTo: "san-miguel" })).toBe(false);
    expect(zoneAdmits("INVITE", "santa-ana", { invitedTo: "santa-ana" })).toBe(true);
    expect(zoneAdmits("WAITLIST", "san-miguel", { invitedTo: "san-miguel" })).toBe(false);
    // A zone the database does not know is closed.
    expect(zoneAdmits(undefined, "la-union")).toBe(false);
  });
});

describe("isListed / listedOnly / closedZoneOf", () => {
  const tecla = { id: 1, department: "La Libertad", municipality: "Santa Tecla" };
  const ana = { id: 2, department: "Santa Ana", municipality: "Metapán" };
  const miguel = { id: 3, department: "san miguel", municipality: null };
  const nowhere = { id: 4, department: "Atlántida", municipality: "X" };

  it("places each sitter by departamento and municipality (zoneOf) and keeps the order", () => {
    expect(listedOnly([tecla, ana, miguel, nowhere], states).map((s) => s.id)).toEqual([1, 4]);
    expect(listedOnly([tecla, ana, miguel, nowhere], states, { invitedTo: "santa-ana" }).map((s) => s.id)).toEqual([1, 2, 4]);
    // Santa Tecla's rest of the departamento is another zone, unknown here: closed.
    expect(isListed({ department: "La Libertad", municipality: "Zaragoza" }, states)).toBe(false);
  });

  it("says which closed zone a profile lies in, with its name and state", () => {
    expect(closedZoneOf(tecla, states)).toBeNull();
    expect(closedZoneOf(ana, states)).toEqual({ slug: "santa-ana", name: "Santa Ana", state: "INVITE" });
    expect(closedZoneOf(ana, states, { invitedTo: "santa-ana" })).toBeNull();
    expect(closedZoneOf(miguel, states)).toEqual({ slug: "san-miguel", name: "San Miguel", state: "WAITLIST" });
    expect(closedZoneOf(nowhere, states)).toBeNull();
  });

  it("words the refusal by state", () => {
    expect(closedZoneMessage({ name: "San Miguel", state: "WAITLIST" })).toBe("Aún no llegamos a San Miguel: únete a su lista y te avisamos apenas abramos.");
    expect(closedZoneMessage({ name: "Santa Ana", state: "INVITE" })).toMatch(/^Por ahora Santa Ana abre solo con invitación/);
  });
});

describe("the opening e-mails", () => {
  const zone = { slug: "santa-ana", name: "Santa Ana" };
  const lead = { id: "l1", name: "  María José López ", email: "maria@example.com" };

  it("greets by first name and carries the link, in the family's and the caregiver's words", () => {
    const invite = familyOpeningMail(zone, "INVITE", lead, "https://huellitas.sv/reservar?invitacion=abc", true);
    expect(invite).toMatchObject({ kind: "zone-opening-family", to: "maria@example.com", subject: "Tu invitación: Huellitas empieza en Santa Ana" });
    expect(invite.text).toMatch(/^Hola, María:/);
    expect(invite.text).toContain("\n\nhttps://huellitas.sv/reservar?invitacion=abc\n\n");
    expect(invite.html).toContain('<a href="https://huellitas.sv/reservar?invitacion=abc"');
    expect(familyOpeningMail(zone, "OPEN", lead, "https://huellitas.sv/busca?zona=santa-ana", true).subject).toBe("Ya llegamos a Santa Ana");
    expect(providerOpeningMail(zone, "OPEN", lead, "https://huellitas.sv/unete")).toMatchObject({ kind: "zone-opening-provider", subject: expect.stringContaining("Santa Ana") });
  });
});

it("counts as bookings under way what the bookings do (a zone goes back to the waitlist only without them)", () => {
  expect([...ZONE_LIVE_STATUSES]).toEqual([...LIVE_STATUSES]);
});

describe("search by any zone of the country (/busca?zona=…)", () => {
  const sitter = (department: string, municipality: string) => ({ department, municipality, services: ["BOARDING" as const], acceptsCats: true, acceptsLargeDogs: true, rating: 5, prices: [] });

  it("reads every zone's slug, and matches the rest of a departamento by zoneOf()", () => {
    expect(parseSearchFilters(new URLSearchParams("zona=santa-ana")).zona).toBe("santa-ana");
    expect(parseSearchFilters(new URLSearchParams("zona=resto-la-libertad")).zona).toBe("resto-la-libertad");
    expect(parseSearchFilters(new URLSearchParams("zona=atlantida")).zona).toBeUndefined();
    const filters = { ...NO_FILTERS, zona: "resto-la-libertad" as const };
    expect(matchesFilters(sitter("La Libertad", "Zaragoza"), filters)).toBe(true);
    expect(matchesFilters(sitter("La Libertad", "Santa Tecla"), filters)).toBe(false);
    expect(matchesFilters(sitter("La Libertad", "Santa Tecla"), { ...NO_FILTERS, zona: "santa-tecla" })).toBe(true);
  });

  it("words what was searched for the team, with the search's address", () => {
    const filters = parseSearchFilters(new URLSearchParams("zona=santa-ana&servicio=hospedaje&desde=2099-03-03&hasta=2099-03-05"), "2099-03-01");
    expect(searchedSummary(filters)).toBe(
      "Santa Ana · Hospedaje en casa · del 3 de marzo de 2099 al 5 de marzo de 2099 (/busca?zona=santa-ana&servicio=hospedaje&desde=2099-03-03&hasta=2099-03-05)",
    );
    expect(searchedSummary({ ...NO_FILTERS, zona: "la-union" })).toBe("La Unión (/busca?zona=la-union)");
  });
});
