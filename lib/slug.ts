import { foldText } from "@/lib/text-search";

/** A web address name from a person's name: "María José Hernández" → "maria-jose-hernandez". */
export function slugify(text: string, max = 80): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}
