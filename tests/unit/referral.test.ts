import { generateReferralCode, parseReferralCode, readReferralParam, REFERRAL_ALPHABET, referralLink } from "@/lib/leads/referral";

describe("generateReferralCode", () => {
  it("draws every character from the alphabet without look-alikes, all of them about equally often", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const code = generateReferralCode();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join("")).toBe([...REFERRAL_ALPHABET].sort().join(""));
    // 12,000 draws over 31 characters: about 387 each; a biased draw would give the first ones far more.
    for (const count of counts.values()) expect(count).toBeGreaterThan(250);
    expect(REFERRAL_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe("readReferralParam", () => {
  it.each([
    ["?ref=AB12CD", "AB12CD"],
    ["?ref=ab12cd&x=1", "AB12CD"],
    ["?x=1&ref=%20AB12CD%20", "AB12CD"],
    ["", null],
    ["?ref=", null],
    ["?ref=ABC", null],
    ["?ref=<script>", null],
  ])("%p → %p", (search, expected) => {
    expect(readReferralParam(search)).toBe(expected);
  });

  it("parses only strings that are codes", () => {
    expect(parseReferralCode(123456)).toBeNull();
    expect(parseReferralCode(undefined)).toBeNull();
    expect(parseReferralCode("zz99zz")).toBe("ZZ99ZZ");
  });
});

describe("referralLink", () => {
  it("is the site root of the given origin with ?ref=CODE", () => {
    expect(referralLink("https://huellitas.sv", "AB12CD")).toBe("https://huellitas.sv/?ref=AB12CD");
    expect(referralLink("http://127.0.0.1:3300", "ZZ99ZZ")).toBe("http://127.0.0.1:3300/?ref=ZZ99ZZ");
  });
});
