/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { BookingMeetHistory } from "@/components/admin/booking-meet";
import type { AdminBooking } from "@/lib/client/admin-api";
import { formatDateTime, formatDateTimeShort } from "@/lib/format/dates";

// The team's card shows the meet & greet's moves under «Historial del encuentro»: each in words, oldest first, with
// when and who (the person's e-mail for the team and the sitter, as the booking's history).

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const none = { meetingAt: null, place: null, reason: null, outcome: null };

function card(meetHistory: unknown[]) {
  const booking = { id: "cmbooking0000000000000abc123", name: "Ana Gómez", sitterName: "Carlos Pérez", meetHistory } as unknown as AdminBooking;
  return render(<BookingMeetHistory booking={booking} />);
}

it("lists each move in words, oldest first, with when and who", () => {
  const meetingAt = inHours(30);
  const [proposedAt, askedAt, againAt, confirmedAt] = [inHours(-5), inHours(-4), inHours(-3), inHours(-2)];
  card([
    { ...none, move: "sitter.proposeMeet", by: "sitter", changedBy: "carlos@example.com", at: proposedAt, meetingAt, place: "OWNER_HOME" },
    { ...none, move: "owner.askOtherTime", by: "owner", changedBy: "owner", at: askedAt, reason: "Ese día trabajo" },
    { ...none, move: "team.proposeMeet", by: "team", changedBy: "admin@huellitas.sv", at: againAt, meetingAt, place: "VIDEO" },
    { ...none, move: "owner.confirmMeet", by: "owner", changedBy: "owner", at: confirmedAt },
  ]);
  const list = screen.getByRole("list", { name: "Historial del encuentro" });
  const lines = within(list).getAllByRole("listitem").map((item) => item.textContent);
  expect(lines).toEqual([
    `Carlos propuso el encuentro para el ${formatDateTime(meetingAt)}, en casa del dueño${formatDateTimeShort(proposedAt)} · carlos@example.com`,
    `Ana pidió otra hora: «Ese día trabajo»${formatDateTimeShort(askedAt)}`,
    `El equipo propuso el encuentro para el ${formatDateTime(meetingAt)}, por videollamada${formatDateTimeShort(againAt)} · admin@huellitas.sv`,
    `Ana lo confirmó${formatDateTimeShort(confirmedAt)}`,
  ]);
});

it("shows nothing while the meet & greet has no move", () => {
  card([]);
  expect(screen.queryByText("Historial del encuentro")).not.toBeInTheDocument();
});
