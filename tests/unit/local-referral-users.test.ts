/** @jest-environment jsdom */
import {
  LOCAL_USERS_KEY,
  LOCAL_USERS_MAX,
  readLocalReferralUsers,
  saveLocalReferralUser,
  type LocalReferralUser,
} from "@/lib/client/local-referral-users";

const user = (overrides: Partial<LocalReferralUser> = {}): LocalReferralUser => ({
  type: "pet_owner",
  name: "Lucía",
  whatsapp: "+50361234567",
  email: "lucia@example.com",
  petType: "CAT",
  consent: true,
  referralCode: "AB12CD",
  referredBy: null,
  registeredAt: "2026-03-09T15:00:00.000Z",
  ...overrides,
});

beforeEach(() => localStorage.clear());

describe("local referral users (SPEC §3)", () => {
  it("keeps each sign-up under the users key", () => {
    saveLocalReferralUser(user());
    saveLocalReferralUser(user({ type: "provider", email: "carlos@example.com", petType: undefined, motivation: "Amo a los perros" }));
    expect(JSON.parse(localStorage.getItem(LOCAL_USERS_KEY)!)).toEqual([
      user(),
      user({ type: "provider", email: "carlos@example.com", petType: undefined, motivation: "Amo a los perros" }),
    ].map((entry) => JSON.parse(JSON.stringify(entry))));
  });

  it("replaces an earlier sign-up of the same kind and e-mail, and keeps only the latest entries", () => {
    saveLocalReferralUser(user());
    saveLocalReferralUser(user({ name: "Lucía R.", referralCode: "ZZ99ZZ" }));
    expect(readLocalReferralUsers()).toEqual([user({ name: "Lucía R.", referralCode: "ZZ99ZZ" })]);

    for (let i = 0; i < LOCAL_USERS_MAX + 5; i++) saveLocalReferralUser(user({ email: `p${i}@example.com` }));
    const kept = readLocalReferralUsers();
    expect(kept).toHaveLength(LOCAL_USERS_MAX);
    expect(kept.at(-1)?.email).toBe(`p${LOCAL_USERS_MAX + 4}@example.com`);
  });

  it("treats a foreign or broken value as no entries, and never throws when storage refuses", () => {
    localStorage.setItem(LOCAL_USERS_KEY, "{not json");
    expect(readLocalReferralUsers()).toEqual([]);
    localStorage.setItem(LOCAL_USERS_KEY, '{"a":1}');
    saveLocalReferralUser(user());
    expect(readLocalReferralUsers()).toEqual([user()]);

    const full = { getItem: () => null, setItem: () => { throw new DOMException("full", "QuotaExceededError"); } } as unknown as Storage;
    expect(() => saveLocalReferralUser(user(), full)).not.toThrow();
    expect(() => saveLocalReferralUser(user(), null)).not.toThrow();
  });
});
