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
