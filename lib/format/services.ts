import { SERVICE_LABELS, type ServiceCode } from "@/lib/constants";

/** "Paseo, Guardería de día": services as people read them, in the order given; "" for none. */
export function serviceList(services: readonly ServiceCode[]): string {
  return services.map((service) => SERVICE_LABELS[service]).join(", ");
}
