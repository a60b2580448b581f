// Business constants of SPEC §9, one file per concept in lib/constants/ (the codes themselves come from the database
// schema, prisma/schema.prisma). Importing from here is fine anywhere: the bundler follows these re-exports, so a
// browser page only loads the files whose constants it uses.
export * from "./constants/places";
export * from "./constants/services";
export * from "./constants/pets";
export * from "./constants/profile";
export * from "./constants/documents";
export * from "./constants/contact";
