import { StaticIcon } from "@/components/site/icon-sprite";
import { SiteLink } from "@/components/site/base-path";
import { PageSection } from "@/components/site/page-section";
import { SERVICE_LABELS } from "@/lib/constants";
import { searchQuery } from "@/lib/sitters/search-filters";

const SERVICES = [
  {
    filter: "hospedaje",
    label: SERVICE_LABELS.BOARDING,
    icon: "house",
    text: "Tu mascota se queda en casa de su cuidador mientras viajas: duerme adentro, come a sus horas y te llegan fotos cada día.",
  },
  {
    filter: "paseos",
    label: SERVICE_LABELS.WALK,
    icon: "footprints",
    text: "Paseos de 30 a 60 minutos por tu colonia, con agua y bolsitas, y un mensaje por WhatsApp al salir y al regresar.",
  },
  {
    filter: "guarderia",
    label: SERVICE_LABELS.DAYCARE,
    icon: "sun",
    text: "Para los días largos de trabajo: compañía, juegos y siestas en casa de un cuidador, y de regreso contigo por la tarde.",
  },
] as const;

export function ServicesSection() {
  return (
    <PageSection id="servicios" title="Servicios para cada rutina" intro="Elige lo que tu mascota necesita hoy.">
      <ul className="grid gap-4 md:grid-cols-3">
        {SERVICES.map(({ filter, label, icon, text }) => (
          <li key={filter} className="relative flex flex-col gap-3 rounded-xl border bg-card p-6 focus-within:ring-[3px] focus-within:ring-ring/70">
            <StaticIcon name={icon} className="size-8 text-primary" />
            <h3 className="text-lg font-semibold">
              <SiteLink href={`/busca${searchQuery({ servicio: filter })}`} className="outline-none after:absolute after:inset-0 hover:text-primary">
                {label}
              </SiteLink>
            </h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
