import { readFileSync } from "node:fs";
import path from "node:path";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { changePasswordFormSchema } from "@/lib/auth/schemas";
import { isPasswordPersonal, isTrivialPassword } from "@/lib/auth/password-rules";

describe("password rules", () => {
  it.each(["abcdef", "FEDCBA", "aaaaaa", "121212", "abcabc", "654321", "asdfgh", "Huellitas", "Huellitas2026", "2026-huellitas!", "HUELLITAS.25", "Cuidadora2026", "cuidador.2025!", "CuidadoraHuellitas1"])(
    "%p is trivial",
    (password) => expect(isTrivialPassword(password)).toBe(true),
  );

  it.each(["mi-perro-luna-2026", "Temporal-Huellitas-26", "gato7x", "Xk7p-2mQr-h9Tz-aB"])("%p is not trivial", (password) => {
    expect(isTrivialPassword(password)).toBe(false);
  });

  describe("also refuses, with or without capitals, years, digits and symbols", () => {
    it.each([
      ["a month or a weekday, Spanish or English", ["Febrero2026", "febrero-1999", "DICIEMBRE.26", "Septiembre2031", "December2026", "may2030!", "Lunes2026", "Sunday.99"]],
      ["a run of digits or keys with a few letters", ["12345678Aa", "Aa123456!", "987654321x", "qwerty1212", "asdf1234"]],
      ["leetspeak of the product's words", ["Huellit4s2026", "HU3LL1T4S!", "C4id4d0r42026", "Cu1d4dor4.26"]],
      ["leetspeak, plurals and compounds of the listed words", ["Mascotas2026", "perros.2025", "PerroGato2026", "gato-perro-amor-2026", "P3rr0G4t0", "M4sc0t4s1", "SanSalvadorMascota1"]],
      ["a word of the product with one letter wrong", ["Cuidadura2026", "Huellitos.26"]],
    ])("%s", (_, passwords) => {
      for (const password of passwords) expect([password, isTrivialPassword(password)]).toEqual([password, true]);
    });

    it("while random words with digits that are not listed pass", () => {
      const strong = ["Tortuga-Nube-47", "violeta7-tambor", "CaminoVerde83", "Tambor-Azul-1984", "NubeRoja-2291", "lunes-gris-88", "Mi-Perrita-Luna-2026", "Xk7p-2mQr-h9Tz-aB", "Luna-de-Huellitas-26"];
      for (const password of strong) expect([password, isTrivialPassword(password), isCommonPassword(password)]).toEqual([password, false, false]);
    });
  });

  it("refuses the e-mail, its local part and its letters with a year", () => {
    for (const password of ["ana.lopez@example.com", "Ana.Lopez", "AnaLopez2026", "ana_lopez!", "Lopez.1990", "LopezAna26"]) {
      expect(isPasswordPersonal(password, { email: "ana.lopez@example.com" })).toBe(true);
    }
    expect(isPasswordPersonal("ana-cuida-perros", { email: "ana.lopez@example.com" })).toBe(false);
  });

  it("refuses the local part with the domain's name, or the domain's name alone, with digits", () => {
    for (const password of ["cg1rt2026", "CG1-RT-2026", "rt2026!", "cg1@rt", "cg1.rt.test"]) {
      expect(isPasswordPersonal(password, { email: "cg1@rt.test" })).toBe(true);
    }
    expect(isPasswordPersonal("Gatos-de-Cuscatlan-7", { email: "cg1@rt.test" })).toBe(false);
  });

  it("refuses the person's name or a word of it, without capitals or accents, with years and symbols", () => {
    const account = { email: "mj@correo.sv", name: "María José Hernández" };
    for (const password of ["MariaJose2026", "maría.josé.1990", "Hernandez2026", "HERNÁNDEZ-26", "JoseMaria!!", "mariajosehernandez", "Huellitas-Maria-26", "CuidadoraMaria1"]) {
      expect(isPasswordPersonal(password, account)).toBe(true);
    }
    for (const password of ["Maria-cuida-a-Luna", "Xk7p-2mQr-h9Tz-aB", "mi-perro-luna-2026", "2026-12-31"]) {
      expect(isPasswordPersonal(password, account)).toBe(false);
    }
  });

  it("ignores a one-letter name or e-mail word, so a strong password never collides with it", () => {
    const account = { email: "a.b@c.sv", name: "A" };
    expect(isPasswordPersonal("gato7x", account)).toBe(false);
    expect(isPasswordPersonal("Temporal-Huellitas-26", account)).toBe(false);
  });

  it("the browser's form already refuses the trivial ones, in Spanish", () => {
    for (const password of ["abcdef", "Febrero2026", "PerroGato2026", "Huellit4s2026"]) {
      const result = changePasswordFormSchema.safeParse({ newPassword: password, confirmPassword: password });
      expect(result.error?.issues[0].message).toBe("Esa contraseña es demasiado común. Elige una más difícil de adivinar.");
    }
  });

  it("the server's list holds tens of thousands of common passwords, Spanish ones too", () => {
    for (const password of ["princesa", "Chocolate1", "superman2", "Contraseña123", "CUSCATLÁN", "teamo"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    for (const password of ["mi-perro-luna-2026", "Temporal-Huellitas-26"]) expect(isCommonPassword(password)).toBe(false);
  });

  it("refuses a common word, a place or the product's name with digits and symbols around it", () => {
    for (const password of ["Password123!", "ElSalvador2026", "Contraseña2026", "Qwerty2026!", "2026-Salvador!", "#Sunshine99", "Perro.2025"]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
    // Also in leetspeak, or plural.
    for (const password of ["P4ssw0rd1", "@dmin2026", "Passwords2026", "Princes4!", "5uperm4n", "Ch0c0l4tes"]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
    // Several words, or letters between the digits, are not one common word.
    for (const password of ["Temporal-Huellitas-26", "perro-luna-cafe-26", "Xk7p-2mQr-h9Tz-aB", "ana1987lopez"]) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });

  it("keeps that list out of the browser: no form module imports it", () => {
    const browserModules = ["lib/auth/schemas.ts", "lib/caregivers/schemas.ts", "lib/auth/password-rules.ts", "components/portal/change-password-dialog.tsx", "components/admin/create-caregiver-dialog.tsx"];
    for (const file of browserModules) {
      expect(readFileSync(path.join(process.cwd(), file), "utf8")).not.toMatch(/from "[^"]*(common-passwords|@zxcvbn-ts)/);
    }
  });
});
