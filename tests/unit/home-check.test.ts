import { homeCheckSchema } from "@/lib/caregivers/home-check-schema";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { HOME_CHECK_KEYS, publicHomeCheck } from "@/lib/sitters/home-check";

// The home-safety check's rules: what the public sees of a stored check, and how a body is read.

const stored = (items: unknown, day = addDays(todayInElSalvador(), -2)) => ({ checkedAt: isoDateToUtc(day), items });
const allSafe = HOME_CHECK_KEYS.map((key) => ({ key, ok: true, note: `nota ${key}` }));

describe("publicHomeCheck", () => {
  it("gives the day and each answer in question order, without the notes", () => {
    const day = addDays(todayInElSalvador(), -2);
    const check = publicHomeCheck(stored([...allSafe].reverse(), day), ["WALK", "BOARDING"]);
    expect(check).toEqual({ checkedAt: day, items: HOME_CHECK_KEYS.map((key) => ({ key, ok: true })) });
    expect(JSON.stringify(check)).not.toContain("nota");
  });

  it("is null without boarding or without a check", () => {
    expect(publicHomeCheck(stored(allSafe), ["WALK", "DAYCARE"])).toBeNull();
    expect(publicHomeCheck(null, ["BOARDING"])).toBeNull();
  });

  it("leaves out anything stored that is not an answer, and a repeated key after its first", () => {
    const check = publicHomeCheck(stored([{ key: "POOL", ok: false }, { key: "POOL", ok: true }, { key: "JACUZZI", ok: true }, { key: "NETS", ok: "sí" }, null]), ["BOARDING"]);
    expect(check?.items).toEqual([{ key: "POOL", ok: false }]);
  });
});

describe("homeCheckSchema", () => {
  const body = Object.fromEntries(HOME_CHECK_KEYS.map((key) => [key, { ok: key !== "SMOKERS", note: key === "POOL" ? "  Cercada con reja.  " : "" }]));

  it("dates the check today when no day is given, keeps only written notes, trimmed", () => {
    const parsed = homeCheckSchema.parse(body);
    expect(parsed.checkedAt).toBe(todayInElSalvador());
    expect(parsed.items).toHaveLength(6);
    expect(parsed.items.find((item) => item.key === "POOL")).toEqual({ key: "POOL", ok: true, note: "Cercada con reja." });
    expect(parsed.items.find((item) => item.key === "SMOKERS")).toEqual({ key: "SMOKERS", ok: false });
  });

  it("takes today and a day a year ago, not tomorrow nor older", () => {
    expect(homeCheckSchema.safeParse({ ...body, checkedAt: todayInElSalvador() }).success).toBe(true);
    expect(homeCheckSchema.safeParse({ ...body, checkedAt: addDays(todayInElSalvador(), -366) }).success).toBe(true);
    expect(homeCheckSchema.safeParse({ ...body, checkedAt: addDays(todayInElSalvador(), 1) }).success).toBe(false);
    expect(homeCheckSchema.safeParse({ ...body, checkedAt: addDays(todayInElSalvador(), -367) }).success).toBe(false);
  });
});
