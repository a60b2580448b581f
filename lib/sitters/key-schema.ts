import { z } from "@/lib/zod";

/** The largest id a PostgreSQL integer column holds. */
export const MAX_INT4 = 2_147_483_647;

/** A sitter is addressed by its integer id ("7") or by its slug ("maria-jose-hernandez"). */
export const sitterKeySchema = z
  .string()
  .trim()
  .min(1, "Indica un cuidador.")
  .max(100, "El identificador del cuidador es demasiado largo.")
  .transform((value, ctx) => {
    if (/^\d+$/.test(value)) {
      const id = Number(value);
      if (id >= 1 && id <= MAX_INT4) return { id } as const;
    } else if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
      return { slug: value } as const;
    }
    ctx.addIssue({ code: "custom", message: "El identificador del cuidador no es válido." });
    return z.NEVER;
  });

export type SitterKey = z.output<typeof sitterKeySchema>;
