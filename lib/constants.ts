import { PetSize, PetType, Service, type DocumentKind } from "@/lib/generated/prisma/enums";

// Business constants of SPEC §9. The codes themselves come from the database schema (prisma/schema.prisma).

export const DEPARTMENTS = [
  "San Salvador",
  "La Libertad",
  "Santa Ana",
  "San Miguel",
  "Sonsonate",
  "Ahuachapán",
  "Usulután",
  "San Vicente",
  "Chalatenango",
  "Cuscatlán",
  "La Paz",
  "Cabañas",
  "La Unión",
  "Morazán",
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Search zones (query value) and the sitter municipality each one maps to. */
export const SEARCH_ZONES = {
  "antiguo-cuscatlan": "Antiguo Cuscatlán",
  "nuevo-cuscatlan": "Nuevo Cuscatlán",
  "santa-tecla": "Santa Tecla",
  escalon: "Escalón",
  "san-benito": "San Benito",
  "san-salvador": "San Salvador",
  "san-francisco": "San Francisco",
} as const;
export type SearchZone = keyof typeof SEARCH_ZONES;

/** The departamento each search zone lies in (the zona list follows the chosen departamento). */
export const ZONE_DEPARTMENTS: Record<SearchZone, Department> = {
  "antiguo-cuscatlan": "La Libertad",
  "nuevo-cuscatlan": "La Libertad",
  "santa-tecla": "La Libertad",
  escalon: "San Salvador",
  "san-benito": "San Salvador",
  "san-salvador": "San Salvador",
  "san-francisco": "San Salvador",
};

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

export const PET_TYPES = Object.values(PetType);
export const PET_SIZES = Object.values(PetSize);

export const PET_TYPE_LABELS: Record<PetType, string> = { DOG: "Perro", CAT: "Gato" };
/** The size with its weight range, where an owner chooses it. */
export const PET_SIZE_LABELS: Record<PetSize, string> = {
  SMALL: "Pequeño (hasta 10 kg)",
  MEDIUM: "Mediano (10 a 25 kg)",
  LARGE: "Grande (más de 25 kg)",
};
/** The size in one word, where the team reads a booking. */
export const PET_SIZE_SHORT_LABELS: Record<PetSize, string> = { SMALL: "Pequeño", MEDIUM: "Mediano", LARGE: "Grande" };
export const MIN_RATING_OPTIONS = [0, 4, 4.5, 4.8] as const;

/** SPEC §9's super-sitter rule and the profile's defaults when a rating or review count is missing. */
export const SUPER_SITTER = { badge: "super-sitter", minRating: 4.9, minReviews: 10 } as const;
export const PROFILE_DEFAULTS = { rating: 4.9, reviewCount: 12 } as const;


/** SPEC §9's four required documents of a caregiver, and every kind a document can be. */
export const REQUIRED_KINDS = ["DUI", "PROOF_OF_ADDRESS", "CRIMINAL_RECORD", "POLICE_CLEARANCE"] as const satisfies readonly DocumentKind[];
export const DOCUMENT_KINDS = ["DUI", "PROOF_OF_ADDRESS", "CRIMINAL_RECORD", "POLICE_CLEARANCE", "CERTIFICATE", "OTHER"] as const satisfies readonly DocumentKind[];

/** Each kind's name as docs/voice.md gives it. */
export const KIND_LABELS: Record<DocumentKind, string> = {
  DUI: "DUI",
  PROOF_OF_ADDRESS: "Comprobante de domicilio",
  CRIMINAL_RECORD: "Antecedentes penales",
  POLICE_CLEARANCE: "Solvencia de la PNC",
  CERTIFICATE: "Certificación o curso",
  OTHER: "Otro documento",
};

/** How people reach the team (/contacto). The e-mail is the pilot's placeholder until the real inbox exists. */
export const CONTACT = {
  email: "hola@huellitas.sv",
  hours: "Lunes a sábado, 9:00-18:00",
} as const;
