import { spreadsheetWhatsapp, toCsv } from "@/lib/lists/csv";
import { addDays, isIsoDate, parseDateTime, todayInElSalvador, toElSalvadorDateTimeInput } from "@/lib/dates";
import { formatWhatsapp, normalizeWhatsapp, whatsappDigits } from "@/lib/site/whatsapp-number";
import { generateReferralCode } from "@/lib/leads/referral";

describe("normalizeWhatsapp", () => {
  it.each([
    ["7123-4567", "+50371234567"],
    ["7123 4567", "+50371234567"],
    ["61234567", "+50361234567"],
    ["2222-3333", "+50322223333"],
    ["+503 7123 4567", "+50371234567"],
    ["503 7123-4567", "+50371234567"],
    ["00503 71234567", "+50371234567"],
    ["+1 (415) 555-0100", "+14155550100"],
    ["+34 612 345 678", "+34612345678"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeWhatsapp(input)).toBe(expected);
  });

  it.each(["", "1234567", "812345678", "+503 8123 4567", "+503 7123 456", "+0 1234 5678", "7123-4567 ext 2", "+1234567890123456", "abc"])(
    "refuses %p",
    (input) => {
      expect(normalizeWhatsapp(input)).toBeNull();
    },
  );

  it("formats El Salvador numbers the local way and gives wa.me digits", () => {
    expect(formatWhatsapp("+50371234567")).toBe("+503 7123-4567");
    expect(formatWhatsapp("+14155550100")).toBe("+14155550100");
    expect(whatsappDigits("+50371234567")).toBe("50371234567");
  });
});

describe("spreadsheetWhatsapp", () => {
  it("writes numbers as text a spreadsheet shows as they are, with no leading + (so no apostrophe in the CSV)", () => {
    expect(spreadsheetWhatsapp("+50371234567")).toBe("503 7123-4567");
    expect(spreadsheetWhatsapp("+14155550100")).toBe("00 14155550100");
    expect(toCsv(["WhatsApp"], [[spreadsheetWhatsapp("+50361234567")]])).toBe("\uFEFFWhatsApp\r\n503 6123-4567\r\n");
  });
});

describe("dates in El Salvador", () => {
  it("uses El Salvador's calendar day (UTC-6)", () => {
    expect(todayInElSalvador(new Date("2026-03-10T05:59:00Z"))).toBe("2026-03-09");
    expect(todayInElSalvador(new Date("2026-03-10T06:00:00Z"))).toBe("2026-03-10");
  });

  // The day and the input's moment are counted from UTC−6 (no Intl on a page's start): they must agree with the
  // time zone database from 1990 to 2040, every 7 hours and a minute (each hour of the day in turn), so a change of
  // El Salvador's clock would fail here.
  it("agrees with the time zone database's America/El_Salvador, 1990–2040", () => {
    const zone = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/El_Salvador",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const disagreements: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += 7 * 60 * 60 * 1000 + 60 * 1000) {
      const moment = new Date(t);
      const parts = Object.fromEntries(zone.formatToParts(moment).map((part) => [part.type, part.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
      if (toElSalvadorDateTimeInput(moment) !== expected || todayInElSalvador(moment) !== expected.slice(0, 10)) disagreements.push(moment.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it("checks real calendar dates and adds days across months", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-1-05")).toBe(false);
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });
});

describe("parseDateTime", () => {
  const year = new Date().getUTCFullYear() + 1;
  it("reads El Salvador time without an offset, and honours an offset or Z", () => {
    expect(parseDateTime(`${year}-03-09T10:30`)?.toISOString()).toBe(`${year}-03-09T16:30:00.000Z`);
    expect(parseDateTime(`${year}-03-09T10:30:15.5Z`)?.toISOString()).toBe(`${year}-03-09T10:30:15.500Z`);
    expect(parseDateTime(`${year}-03-09T10:30:00+05:30`)?.toISOString()).toBe(`${year}-03-09T05:00:00.000Z`);
  });

  it("refuses what does not exist instead of rolling it over, and year 0", () => {
    for (const value of [`${year}-02-30T10:00`, `${year}-13-01T10:00`, `${year}-03-09T24:00`, `${year}-03-09T10:60`, `${year}-03-09T10:00+15:00`, "0000-01-01T10:00", `${year}-03-09 10:00`, ""]) {
      expect({ value, date: parseDateTime(value) }).toEqual({ value, date: null });
    }
    expect(isIsoDate("0000-01-01")).toBe(false);
  });

  it("refuses a moment past year 9999 in UTC (PostgreSQL would store it, JavaScript could not read it back)", () => {
    expect(parseDateTime("9999-12-31T23:59")).toBeNull();
    expect(parseDateTime("9999-12-31T17:59")?.toISOString()).toBe("9999-12-31T23:59:00.000Z");
  });
});

describe("generateReferralCode", () => {
  it("makes 6 uppercase letters and digits", () => {
    for (let i = 0; i < 200; i++) expect(generateReferralCode()).toMatch(/^[A-Z0-9]{6}$/);
  });
});
