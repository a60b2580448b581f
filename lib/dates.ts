// Dates in El Salvador, one file per kind in lib/dates/: calendar days (days.ts) and moments (moments.ts). Importing
// from here is fine anywhere: the bundler follows these re-exports, so a browser page loads only what it uses.
export * from "./dates/days";
export * from "./dates/moments";
export * from "./dates/units";
