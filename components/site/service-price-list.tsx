import { formatUSD } from "@/lib/format/text";
import type { ServicePrice } from "@/lib/sitters/profile-adapter";

/** The sitter's services with SPEC §9's prices. */
export function ServicePriceList({ services }: { services: ServicePrice[] }) {
  return (
    <ul className="grid gap-2">
      {services.map((service) => (
        <li key={service.type} className="flex items-baseline justify-between gap-4 rounded-lg bg-muted px-4 py-3">
          <span className="font-medium">{service.label}</span>
          <span className="text-right">
            <span className="font-semibold">Desde {formatUSD(service.priceUSD)}</span>{" "}
            <span className="text-sm text-muted-foreground">{service.unit}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
