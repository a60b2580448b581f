import { HOLD_REASONS, bookingTrustFacts, holdReasons, type TrustFacts } from "@/lib/sitters/record-trust";

// What counts in a sitter's public record (issue 40): a proven family, from elsewhere than the sitter's browser and
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
  ["all three", { emailProven: false, deviceUserIds: [SITTER, SITTER], clients: ["net-sitter", "net-sitter"] }, [HOLD_REASONS.emailNotProven, HOLD_REASONS.sitterBrowser, HOLD_REASONS.sitterNetwork]],
])("%s", (_case, facts, expected) => {
  expect(holdReasons({ ...base, ...facts })).toEqual(expected);
});

it("reads a stored booking: an opened e-mailed link proves the address; the review's own origin joins the request's", () => {
  const facts = bookingTrustFacts({ requestDeviceUserId: null, requestClient: "net-a", links: [{ hash: "h" }] }, { userId: SITTER, networks: ["net-b"] }, { deviceUserId: SITTER, client: "net-b" });
  expect(facts).toEqual({ emailProven: true, sitterUserId: SITTER, deviceUserIds: [null, SITTER], clients: ["net-a", "net-b"], sitterNetworks: ["net-b"] });
  expect(bookingTrustFacts({ requestDeviceUserId: null, requestClient: null, links: [] }, { userId: null, networks: [] }).emailProven).toBe(false);
});
