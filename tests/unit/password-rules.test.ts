import { readFileSync } from "node:fs";
import path from "node:path";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { changePasswordFormSchema } from "@/lib/auth/schemas";
import { isPasswordTheEmail, isTrivialPassword } from "@/lib/auth/password-rules";

describe("password rules", () => {
  it.each(["abcdef", "FEDCBA", "aaaaaa", "121212", "abcabc", "654321", "asdfgh", "Huellitas", "Huellitas2026", "2026-huellitas!", "HUELLITAS.25"])(
    "%p is trivial",
    (password) => expect(isTrivialPassword(password)).toBe(true),
  );

  it.each(["mi-perro-luna-2026", "Temporal-Huellitas-26", "gato7x", "Xk7p-2mQr-h9Tz-aB"])("%p is not trivial", (password) => {
    expect(isTrivialPassword(password)).toBe(false);
  });

  it("refuses the e-mail, its local part and its letters with a year", () => {
    for (const password of ["ana.lopez@example.com", "Ana.Lopez", "AnaLopez2026", "ana_lopez!"]) {
      expect(isPasswordTheEmail(password, "ana.lopez@example.com")).toBe(true);
    }
    expect(isPasswordTheEmail("ana-cuida-perros", "ana.lopez@example.com")).toBe(false);
  });

  it("the browser's form already refuses the trivial ones, in Spanish", () => {
    const result = changePasswordFormSchema.safeParse({ newPassword: "abcdef", confirmPassword: "abcdef" });
    expect(result.error?.issues[0].message).toBe("Esa contraseña es demasiado común. Elige una más difícil de adivinar.");
  });

  it("the server's list holds tens of thousands of common passwords, Spanish ones too", () => {
    for (const password of ["princesa", "Chocolate1", "superman2", "Contraseña123", "CUSCATLÁN", "teamo"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    for (const password of ["mi-perro-luna-2026", "Temporal-Huellitas-26"]) expect(isCommonPassword(password)).toBe(false);
  });

  it("keeps that list out of the browser: no form module imports it", () => {
    const browserModules = ["lib/auth/schemas.ts", "lib/caregivers/schemas.ts", "lib/auth/password-rules.ts", "components/portal/change-password-dialog.tsx", "components/admin/create-caregiver-dialog.tsx"];
    for (const file of browserModules) {
      expect(readFileSync(path.join(process.cwd(), file), "utf8")).not.toMatch(/from "[^"]*(common-passwords|@zxcvbn-ts)/);
    }
  });
});
