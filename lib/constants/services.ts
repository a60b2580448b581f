import { Service } from "@/lib/generated/prisma/enums";

// The services a sitter offers (SPEC §9): codes from the database schema, filters and labels.

export const SERVICES = Object.values(Service);
export type ServiceCode = Service;

/** Query values of the service filter (SPEC §9). */
export const SERVICE_FILTERS = {
  hospedaje: "BOARDING",
  paseos: "WALK",
  guarderia: "DAYCARE",
} as const satisfies Record<string, ServiceCode>;

export const SERVICE_LABELS: Record<ServiceCode, string> = {
  BOARDING: "Hospedaje en casa",
  WALK: "Paseos",
  DAYCARE: "Guardería de día",
};
