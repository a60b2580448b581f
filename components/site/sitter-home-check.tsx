import { SpriteIcon, StaticIcon } from "@/components/site/icon-sprite";
import type { HomeCheckView } from "@/lib/sitters/home-check";

/** The team's home-safety check on a boarding profile: "Hogar revisado el …" and each answer. */
export function SitterHomeCheck({ check }: { check: HomeCheckView | null }) {
  if (!check) return null;
  return (
    <section aria-labelledby="hogar-revisado-titulo">
      <h2 id="hogar-revisado-titulo" className="flex items-center gap-2 text-xl font-semibold">
        <StaticIcon name="house" className="size-5 shrink-0" />
        {check.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">El equipo visitó o vio su hogar, donde se quedan las mascotas en hospedaje.</p>
      <ul className="mt-3 grid gap-2 text-sm">
        {check.items.map(({ key, ok, text }) => (
          <li key={key} className="flex items-start gap-2">
            {ok ? (
              <SpriteIcon name="shield-check" className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <SpriteIcon name="circle-alert" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            )}
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
