import type { SitterProfileInput } from "@/lib/sitters/profile-schema";

// What the activity log says about a profile the team saved: the fields that changed, by the names the form
// shows, and the account linked or unlinked by whose it is ("17 campos" told the team nothing).

type Field = keyof SitterProfileInput;
type Person = { name: string; email: string };

export const SITTER_FIELD_LABELS: Record<Exclude<Field, "published" | "userId">, string> = {
  slug: "dirección web",
  name: "nombre",
  department: "departamento",
  municipality: "municipio",
  services: "servicios",
  walkPriceUSD: "precio del paseo",
  daycarePriceUSD: "precio de la guardería",
  boardingPriceUSD: "precio del hospedaje",
  acceptsCats: "acepta gatos",
  acceptsLargeDogs: "acepta perros grandes",
  hideSuperSitter: "insignia Súper cuidador",
  bio: "sobre mí",
  home: "su hogar",
  badges: "etiquetas",
  languages: "idiomas",
  whatsapp: "WhatsApp",
  avatar: "foto",
  gallery: "galería",
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `input` whose value differs from `before` (a form sends every field, changed or not). */
export function changedSitterFields(before: Partial<Record<Field, unknown>>, input: Partial<SitterProfileInput>): Field[] {
  return (Object.keys(input) as Field[]).filter((field) => input[field] !== undefined && !same(before[field], input[field]));
}

/**
 * One sentence per thing that happened: "Vinculó la cuenta de Ana (ana@…) al perfil de Ana López. Editó el
 * perfil de Ana López: precio, sobre mí. Publicó el perfil de Ana López."
 */
export function sitterEditSummary(name: string, changed: Field[], accounts: { linked?: Person | null; unlinked?: Person | null; published?: boolean }): string {
  const sentences: string[] = [];
  if (accounts.unlinked) sentences.push(`Desvinculó la cuenta de ${accounts.unlinked.name} (${accounts.unlinked.email}) del perfil de ${name}`);
  if (accounts.linked) sentences.push(`Vinculó la cuenta de ${accounts.linked.name} (${accounts.linked.email}) al perfil de ${name}`);
  const edited = changed.flatMap((field) => (field === "published" || field === "userId" ? [] : [SITTER_FIELD_LABELS[field]]));
  if (edited.length > 0) sentences.push(`Editó el perfil de ${name}: ${edited.join(", ")}`);
  if (changed.includes("published")) sentences.push(`${accounts.published ? "Publicó" : "Ocultó"} el perfil de ${name}`);
  return sentences.length > 0 ? `${sentences.join(". ")}.` : `Guardó el perfil de ${name} sin cambios.`;
}
