import type { ServiceCode } from "@/lib/constants";
import { cheapestPrice } from "./prices";
import type { SitterSource } from "./types";

export type CardSpecialty = { kind: "cats" | "dogs" | "home" | "walks" | "general"; label: string };

/**
 * SPEC §9's card icon and label, first rule that holds wins:
 * cats but not large dogs → cats specialist; large dogs but not cats → dogs specialist;
 * boarding or day care → "Hospedaje/guardería"; walks → "Paseos"; otherwise "Cuidado general".
 */
export function cardSpecialty(sitter: Pick<SitterSource, "acceptsCats" | "acceptsLargeDogs" | "services">): CardSpecialty {
  if (sitter.acceptsCats && !sitter.acceptsLargeDogs) return { kind: "cats", label: "Especialista en gatos" };
  if (sitter.acceptsLargeDogs && !sitter.acceptsCats) return { kind: "dogs", label: "Especialista en perros" };
  if (sitter.services.includes("BOARDING") || sitter.services.includes("DAYCARE"))
    return { kind: "home", label: "Hospedaje/guardería" };
  if (sitter.services.includes("WALK")) return { kind: "walks", label: "Paseos" };
  return { kind: "general", label: "Cuidado general" };
}

/** The services each card label speaks of (none named: all of them). */
const LABEL_SERVICES: Partial<Record<CardSpecialty["kind"], readonly ServiceCode[]>> = { home: ["BOARDING", "DAYCARE"], walks: ["WALK"] };

/**
 * The card's "Desde": the searched service's price; else the cheapest of what its label names ("Hospedaje/guardería"
 * is never priced by a walk); else the cheapest of all.
 */
export function cardPrice(sitter: Pick<SitterSource, "acceptsCats" | "acceptsLargeDogs" | "services" | "prices">, service?: ServiceCode): number | null {
  const asked = service && sitter.prices.find((price) => price.type === service);
  if (asked) return asked.priceUSD;
  const named = LABEL_SERVICES[cardSpecialty(sitter).kind];
  const labelled = named ? sitter.prices.filter((price) => named.includes(price.type)) : [];
  return cheapestPrice(labelled.length > 0 ? labelled : sitter.prices);
}
