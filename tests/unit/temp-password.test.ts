/** @jest-environment jsdom */
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomString } from "@/lib/random-string";
import { generateTempPassword, TEMP_PASSWORD_ALPHABET } from "@/lib/auth/temp-password";

// The admin's "Generar" button makes temporary passwords in the browser with the server's generator.

describe("generateTempPassword in a browser", () => {
  it("makes 14 characters of the readable alphabet in groups of 4, different every time", () => {
    const passwords = new Set(Array.from({ length: 50 }, generateTempPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/^.{4}-.{4}-.{4}-.{2}$/);
      for (const char of password.replaceAll("-", "")) expect(TEMP_PASSWORD_ALPHABET).toContain(char);
    }
  });

  it("imports nothing from Node, so the browser bundle can hold it", () => {
    for (const file of ["lib/auth/temp-password.ts", "lib/random-string.ts"]) {
      expect(readFileSync(path.join(process.cwd(), file), "utf8")).not.toMatch(/from "node:|require\(/);
    }
  });
});

describe("randomString", () => {
  it("uses every character of the alphabet about equally often", () => {
    const counts = new Map<string, number>();
    for (const char of randomString("abc", 3000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(["a", "b", "c"]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
  });

  it("refuses an alphabet it cannot draw from fairly", () => {
    expect(() => randomString("a", 4)).toThrow(RangeError);
    expect(() => randomString("x".repeat(257), 4)).toThrow(RangeError);
  });
});
