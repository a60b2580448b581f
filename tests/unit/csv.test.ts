import { toCsv } from "@/lib/lists/csv";
import { formatCalendarDay, formatDateTimeShort } from "@/lib/format/dates";

describe("toCsv", () => {
  it("starts with a BOM, separates with ';', ends lines with CRLF", () => {
    expect(toCsv(["Nombre", "Ciudad"], [["Ana", "San Miguel"]])).toBe("\uFEFFNombre;Ciudad\r\nAna;San Miguel\r\n");
  });

  it("quotes separators, quotes and line breaks", () => {
    expect(toCsv(["a"], [['dijo "hola"; adiós\nfin']])).toBe('\uFEFFa\r\n"dijo ""hola""; adiós\nfin"\r\n');
  });

  it("defuses cells Excel would run as formulas, leaves numbers alone", () => {
    expect(toCsv(["a", "b", "c", "d"], [["=1+1", "@SUM(A1)", "-2", -2]])).toBe("\uFEFFa;b;c;d\r\n'=1+1;'@SUM(A1);'-2;-2\r\n");
  });

  it("writes empty cells for null and undefined", () => {
    expect(toCsv(["a", "b"], [[null, undefined]])).toBe("\uFEFFa;b\r\n;\r\n");
  });
});

describe("es-SV dates", () => {
  it("uses El Salvador's clock, 24-hour", () => {
    expect(formatDateTimeShort(new Date("2026-03-10T02:05:00Z"))).toBe("09/03/2026 20:05");
  });
  it("reads DATE columns as calendar days", () => {
    expect(formatCalendarDay(new Date("2026-03-09T00:00:00Z"))).toBe("9 de marzo de 2026");
  });
});
