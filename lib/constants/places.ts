// El Salvador's departamentos and the search zones (SPEC §9).

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
