import { readFileSync } from "node:fs";
import { sheetMarkdown, SHEET_MARKERS, withSheet } from "@/lib/bookings/sheet-table";

// docs/booking-loop.md shows the booking sheet as generated from lib/bookings/core/process.ts: run `npm run sheet` after
// a change.

describe("the booking loop doc's sheet", () => {
  it("is the sheet as it is in the code (run `npm run sheet` when this fails)", () => {
    const doc = readFileSync("docs/booking-loop.md", "utf8");
    expect(withSheet(doc)).toBe(doc);
  });

  it("has a row per transition with who, guard, timer and who is told", () => {
    const table = sheetMarkdown();
    expect(table).toContain("| RECEIVED | EXPIRED | system | — | 72 h after the request arrived | owner: `booking-expired` + WhatsApp `huellitas_solicitud_vencida` |");
    expect(table).toContain("| RECEIVED, CONTACTED, CONFIRMED | CANCELLED (on the record: a confirmed stay cancelled < 72 h before its start: the family's late cancellation) | owner | a confirmed booking: before the stay's first day; a request not yet confirmed: until its last day ends (El Salvador time) | — |");
    expect(table).toContain("| RECEIVED, CONTACTED | DECLINED | team | a reason | — | owner: `booking-declined` + WhatsApp `huellitas_reserva_rechazada` |");
    // One notice, two channels: the team is told by e-mail only.
    expect(table).toContain("team: `team-new-booking`<br>sitter: `sitter-new-request` + WhatsApp `huellitas_cuidador_solicitud_nueva`");
  });

  it("notices a stale copy", () => {
    const stale = `intro\n${SHEET_MARKERS.start}\n| old | table |\n${SHEET_MARKERS.end}\nrest`;
    expect(withSheet(stale)).not.toBe(stale);
    expect(withSheet(stale)).toContain(sheetMarkdown());
  });
});
