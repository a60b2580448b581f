import { clockTime, petFileSchema, vaccineExpirySchema } from "@/lib/bookings/pet-file/pet-file-schema";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { optionalText, requiredText, withoutInvisible } from "@/lib/fields";

// Bidi and other invisible characters never reach what others read; a vaccine is not current
// for a decade.

describe("names and free texts", () => {
  it.each([
    ["Lu\u202Ena", "Luna"], // right-to-left override: showed "Lu" + "an" reversed to others
    ["\u2066Max\u2069", "Max"],
    ["Cle\u200Bo", "Cleo"],
    ["Ki\u0007ra", "Kira"],
    ["Toby\u200F", "Toby"],
  ])("%j keeps only what shows: %j", (typed, kept) => {
    expect(requiredText(100, "Escribe el nombre.").parse(typed)).toBe(kept);
    expect(optionalText(100).parse(typed)).toBe(kept);
  });

  it("keeps line breaks, tabs, accents, ñ and emoji joined with ZWJ", () => {
    const text = "Come a las 7:00\n\tcroquetas y\r\n¡le encanta el 🐕‍🦺! Ñoño";
    expect(withoutInvisible(text)).toBe(text);
  });

  it("is refused when nothing else is left, and a NUL byte is still refused with its message", () => {
    expect(requiredText(100, "Escribe el nombre.").safeParse("\u202E\u200B").success).toBe(false);
    expect(requiredText(100, "Escribe el nombre.").safeParse("Lu\u0000na").error?.issues[0].message).toMatch(/caracteres/);
  });

  it("strips them from the pet's file (its name is read by the sitter and the team)", () => {
    const parsed = petFileSchema.safeParse({
      name: "Lu\u202Ena",
      species: "DOG",
      medications: [],
      vet: { clinic: "Clínica\u202E San Benito", phone: "2222-3333" },
      emergencyContacts: [{ name: "Jorge\u2066", phone: "7000-1111" }],
      vetSpendCapUSD: 0,
    });
    expect(parsed.success && [parsed.data.name, parsed.data.vet.clinic, parsed.data.emergencyContacts[0].name]).toEqual(["Luna", "Clínica San Benito", "Jorge"]);
  });
});

describe("a vaccination card's expiry", () => {
  const inYears = (years: number) => addDays(todayInElSalvador(), Math.floor(years * 365));
  it("is at most 10 years ahead", () => {
    expect(vaccineExpirySchema.safeParse({ expiresOn: inYears(1) }).success).toBe(true);
    expect(vaccineExpirySchema.safeParse({ expiresOn: inYears(9.9) }).success).toBe(true);
    expect(vaccineExpirySchema.safeParse({ expiresOn: inYears(10.1) }).error?.issues[0].message).toBe("Revisa la fecha: las vacunas no duran más de 10 años.");
    expect(vaccineExpirySchema.safeParse({ expiresOn: "9999-12-31" }).success).toBe(false);
  });
});

// Medicine hours as people type them.
describe("a medicine's hours", () => {
  it.each([
    ["08:00", "08:00"],
    ["8:00", "08:00"],
    ["20:00", "20:00"],
    ["8:00 p. m.", "20:00"],
    ["8:00pm", "20:00"],
    ["12:30 a. m.", "00:30"],
    ["12:15 P.M.", "12:15"],
    [" 7:05 a.m. ", "07:05"],
  ])("%j reads as %s", (typed, time) => {
    expect(clockTime(typed)).toBe(time);
  });

  it.each(["8am", "8", "24:00", "13:00 p. m.", "0:30 a. m.", "8:60", "ocho"])("%j is refused", (typed) => {
    expect(clockTime(typed)).toBeNull();
  });
});
