import { mailboxOf } from "@/lib/forms/field-rules";
import { repeatFamilies } from "@/lib/sitters/reliability";
import { HOLD_REASONS, bookingTrustFacts, countsAsFamily, holdReasons, isNewSitterFor, vouchedFamilies, type TrustFacts } from "@/lib/sitters/record-trust";

// What counts in a sitter's public record: a proven family, from elsewhere than the sitter's browser and
// networks. Each row: the facts, and the reasons it waits for the team.

const SITTER = "user-sitter";
const base: TrustFacts = { emailProven: true, sitterUserId: SITTER, deviceUserIds: [null, null], clients: ["net-owner", null], sitterNetworks: ["net-sitter"] };

it.each<[string, Partial<TrustFacts>, string[]]>([
  ["a proven family from its own browser and network", {}, []],
  ["an e-mail never proven", { emailProven: false }, [HOLD_REASONS.emailNotProven]],
  ["the request from the sitter's browser", { deviceUserIds: [SITTER, null] }, [HOLD_REASONS.sitterBrowser]],
  ["the review from the sitter's browser", { deviceUserIds: [null, SITTER] }, [HOLD_REASONS.sitterBrowser]],
  ["another caregiver's browser is not the sitter's", { deviceUserIds: ["user-other", null] }, []],
  ["the request from the sitter's network", { clients: ["net-sitter", null] }, [HOLD_REASONS.sitterNetwork]],
  ["the review from the sitter's network", { clients: ["net-owner", "net-sitter"] }, [HOLD_REASONS.sitterNetwork]],
  ["no configured client key says nothing", { clients: [null, null] }, []],
  ["a sitter without an account has no browser or network to share", { sitterUserId: null, deviceUserIds: [null, null], sitterNetworks: [] }, []],
  ["a new sitter's family", { newSitter: true }, [HOLD_REASONS.newSitter]],
  ["all three", { emailProven: false, deviceUserIds: [SITTER, SITTER], clients: ["net-sitter", "net-sitter"] }, [HOLD_REASONS.emailNotProven, HOLD_REASONS.sitterBrowser, HOLD_REASONS.sitterNetwork]],
])("%s", (_case, facts, expected) => {
  expect(holdReasons({ ...base, ...facts })).toEqual(expected);
});

it("reads a stored booking: an opened e-mailed link proves the address; the review's own origin joins the request's", () => {
  const facts = bookingTrustFacts({ requestDeviceUserId: null, requestClient: "net-a", links: [{ hash: "h" }] }, { userId: SITTER, networks: ["net-b"] }, { deviceUserId: SITTER, client: "net-b" });
  expect(facts).toEqual({ emailProven: true, sitterUserId: SITTER, deviceUserIds: [null, SITTER], clients: ["net-a", "net-b"], sitterNetworks: ["net-b"] });
  expect(bookingTrustFacts({ requestDeviceUserId: null, requestClient: null, links: [] }, { userId: null, networks: [] }).emailProven).toBe(false);
});

describe("a family is its mailbox", () => {
  it.each([
    ["Ana.Lopez@Gmail.com", "analopez@gmail.com"],
    ["ana.lopez+perro@gmail.com", "analopez@gmail.com"],
    ["a.n.a.lopez+1+2@googlemail.com", "analopez@gmail.com"],
    ["ana.lopez+perro@example.com", "ana.lopez@example.com"],
    ["  ANA@Example.COM ", "ana@example.com"],
    ["+solo@example.com", "+solo@example.com"],
    ["sin-arroba", "sin-arroba"],
  ])("%s → %s", (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it("counts plus-aliases and Gmail's dots as one family that came back, never as several", () => {
    const aliases = ["ana.lopez+1@gmail.com", "analopez+2@googlemail.com", "AnaLopez@gmail.com"].map((email) => ({ email, count: 2 }));
    expect(repeatFamilies(aliases)).toBe(1);
    // Dots count at other providers: two people.
    expect(repeatFamilies([{ email: "ana.lopez@example.com", count: 2 }, { email: "analopez@example.com", count: 2 }])).toBe(2);
  });
});

describe("a new sitter's first families are looked at by the team", () => {
  const review = (id: string, email: string | null) => ({ id, booking: email === null ? null : { email } });

  it("vouches once per mailbox; a review the team entered itself stands for its own family", () => {
    const vouched = vouchedFamilies([review("r1", "ana+1@gmail.com"), review("r2", "a.na@gmail.com"), review("r3", null), review("r4", null)]);
    expect([...vouched].sort()).toEqual(["ana@gmail.com", "review:r3", "review:r4"]);
  });

  it("holds a review until three other families have public reviews; a mailbox never vouches for itself", () => {
    const families = (...mailboxes: string[]) => new Set(mailboxes);
    expect(isNewSitterFor(families(), "ana@gmail.com")).toBe(true);
    expect(isNewSitterFor(families("b@example.com", "c@example.com"), "ana@gmail.com")).toBe(true);
    expect(isNewSitterFor(families("ana@gmail.com", "b@example.com", "c@example.com"), "ana@gmail.com")).toBe(true);
    expect(isNewSitterFor(families("ana@gmail.com", "b@example.com", "c@example.com"), "d@example.com")).toBe(false);
    expect(isNewSitterFor(families("ana@gmail.com", "b@example.com", "c@example.com", "d@example.com"), "ana@gmail.com")).toBe(false);
  });

  it("lets only families the team saw count in «familias repiten» until three are public", () => {
    expect(countsAsFamily(new Set(["ana@gmail.com"]))("ana@gmail.com")).toBe(true);
    expect(countsAsFamily(new Set(["ana@gmail.com"]))("luis@example.com")).toBe(false);
    expect(countsAsFamily(new Set(["a@x.com", "b@x.com", "c@x.com"]))("luis@example.com")).toBe(true);
  });
});
