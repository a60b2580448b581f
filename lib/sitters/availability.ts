// A sitter's availability: blocked ranges of El Salvador calendar days, inclusive, as "YYYY-MM-DD".
// Pure: the portal's calendar, the profile, the booking form and the server share these rules. One file per use in
// ./availability/ (the bundler follows these re-exports, so the booking form does not load the calendar's code).
export * from "./availability/day-ranges";
export * from "./availability/sitter-ranges";
export * from "./availability/month-grid";
