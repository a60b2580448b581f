import { resolveInterview } from "@/lib/caregivers/interview";
import { generateTempPassword } from "@/lib/auth/temp-password";
import { parseInterviewDate } from "@/lib/caregivers/schemas";

const none = { interviewDate: null, interviewStatus: "pending" as const };
const date = new Date("2026-12-15T16:30:00Z");

describe("resolveInterview (SPEC §4)", () => {
  it("setting a date sets scheduled", () => {
    expect(resolveInterview(none, { interviewDate: date })).toEqual({ ok: true, interviewDate: date, interviewStatus: "scheduled" });
  });
  it("clearing the date sets pending", () => {
    expect(resolveInterview({ interviewDate: date, interviewStatus: "scheduled" }, { interviewDate: null })).toEqual({
      ok: true,
      interviewDate: null,
      interviewStatus: "pending",
    });
  });
  it("a chosen status wins, keeping the date", () => {
    expect(resolveInterview({ interviewDate: date, interviewStatus: "scheduled" }, { interviewStatus: "completed" })).toEqual({
      ok: true,
      interviewDate: date,
      interviewStatus: "completed",
    });
  });
  it("scheduled needs a date", () => {
    expect(resolveInterview(none, { interviewStatus: "scheduled" }).ok).toBe(false);
  });
});

describe("parseInterviewDate", () => {
  it("reads a datetime-local value as El Salvador time (UTC-6)", () => {
    expect(parseInterviewDate("2026-12-15T10:30")?.toISOString()).toBe("2026-12-15T16:30:00.000Z");
    expect(parseInterviewDate("2026-12-15T10:30:00Z")?.toISOString()).toBe("2026-12-15T10:30:00.000Z");
    expect(parseInterviewDate("15/12/2026")).toBeNull();
  });
});

describe("generateTempPassword", () => {
  it("is long, random and readable", () => {
    const passwords = new Set(Array.from({ length: 100 }, generateTempPassword));
    expect(passwords.size).toBe(100);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{1,4}){3}$/);
  });
});
