import { meetHistoryLine, type MeetHistoryStep } from "@/lib/bookings/meet/meet-history";
import { formatDateTime } from "@/lib/format/dates";

// The meet & greet's history in words, as the team's card shows each move.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const names = { owner: "Ana Gómez", sitter: "Carlos Pérez" };
const step = (change: Partial<MeetHistoryStep>): MeetHistoryStep => ({
  move: "team.proposeMeet",
  by: "team",
  changedBy: "admin@huellitas.sv",
  at: inDays(-1),
  meetingAt: null,
  place: null,
  reason: null,
  outcome: null,
  ...change,
});

describe("meetHistoryLine", () => {
  it("names the proposal's time in El Salvador and its place, by the sitter's first name or by the team", () => {
    const at = inDays(3);
    expect(meetHistoryLine(step({ move: "sitter.proposeMeet", by: "sitter", changedBy: "carlos@example.com", meetingAt: at, place: "OWNER_HOME" }), names)).toBe(
      `Carlos propuso el encuentro para el ${formatDateTime(at)}, en casa del dueño`,
    );
    expect(meetHistoryLine(step({ meetingAt: at.toISOString(), place: "VIDEO" }), names)).toBe(`El equipo propuso el encuentro para el ${formatDateTime(at)}, por videollamada`);
    expect(meetHistoryLine(step({ move: "sitter.proposeMeet", by: "sitter", meetingAt: at, place: "PUBLIC_PLACE" }), { ...names, sitter: null })).toBe(
      `El cuidador propuso el encuentro para el ${formatDateTime(at)}, en un lugar público`,
    );
  });

  it("the owner's answers by their first name, with the reason they gave", () => {
    const owner = { by: "owner" as const, changedBy: "owner" };
    expect(meetHistoryLine(step({ ...owner, move: "owner.askOtherTime", reason: "Ese día trabajo" }), names)).toBe("Ana pidió otra hora: «Ese día trabajo»");
    expect(meetHistoryLine(step({ ...owner, move: "owner.confirmMeet" }), names)).toBe("Ana lo confirmó");
    expect(meetHistoryLine(step({ ...owner, move: "owner.waiveMeet", reason: "Ya nos conocemos" }), names)).toBe("Encuentro omitido por Ana: «Ya nos conocemos»");
  });

  it("how the meeting went, for each side", () => {
    expect(meetHistoryLine(step({ move: "owner.judgeMeet", by: "owner", changedBy: "owner", outcome: "GOOD" }), names)).toBe("Ana contó que les fue bien en el encuentro");
    expect(meetHistoryLine(step({ move: "sitter.judgeMeet", by: "sitter", outcome: "NOT_A_MATCH" }), names)).toBe("Carlos contó que no hubo match");
  });

  it("a move it does not know yet reads as its name, never as nothing", () => {
    expect(meetHistoryLine(step({ move: "team.somethingNew" }), names)).toBe("El equipo: team.somethingNew");
  });
});
