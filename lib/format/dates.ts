// Dates as people in El Salvador read them, one file per kind: moments (./moments.ts) and calendar days
// (./calendar-days.ts). Importing from here is fine anywhere: the bundler follows these re-exports, so a browser page
// loads only what it uses.
export * from "./moments";
export * from "./calendar-days";
