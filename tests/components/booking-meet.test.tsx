/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { BookingMeet } from "@/components/admin/booking-meet";
import type { AdminBooking } from "@/lib/client/admin-api";
import { makeQueryClient } from "@/lib/client/query-client";

// The team's card shows the meet & greet as both sides' pages do: after the owner's waiver, a proposal nobody met at
// is gone (no «propuesto, esperando al dueño» beside «no necesita el encuentro») and no other one is offered.

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function card(change: Partial<AdminBooking>) {
  const booking = {
    id: "cmbooking0000000000000abc123",
    status: "RECEIVED",
    startDate: inDays(10),
    meetNeeded: false,
    meetWaivedAt: null,
    meetWaivedReason: null,
    meet: { at: inDays(3), place: "VIDEO", note: null, proposedBy: "sitter", status: "PROPOSED", declineReason: null, ownerOutcome: null, sitterOutcome: null },
    ...change,
  } as unknown as AdminBooking;
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <BookingMeet booking={booking} />
    </QueryClientProvider>,
  );
}

it("after the owner's waiver, leaves out the proposal nobody met at, and offers no other", () => {
  card({ meetWaivedAt: inDays(-1), meetWaivedReason: "Ya conozco a la cuidadora" } as Partial<AdminBooking>);
  expect(screen.getByText("El dueño no necesita el encuentro: «Ya conozco a la cuidadora».")).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent("propuesto");
  expect(screen.queryByRole("button", { name: /Proponer/ })).not.toBeInTheDocument();
});

it("before any waiver, shows the proposal waiting for the owner and lets the team propose another time", () => {
  card({ meetNeeded: true });
  expect(document.body).toHaveTextContent("propuesto, esperando al dueño");
  expect(screen.getByRole("button", { name: "Proponer otra hora" })).toBeInTheDocument();
});

it("after a waiver, a meeting held and judged stays, with what each side said", () => {
  card({
    meetWaivedAt: inDays(-1),
    meet: { at: inDays(-2), place: "VIDEO", note: null, proposedBy: "sitter", status: "CONFIRMED", declineReason: null, ownerOutcome: "GOOD", sitterOutcome: null },
  } as Partial<AdminBooking>);
  expect(document.body).toHaveTextContent("Dueño: les fue bien · Cuidador: sin respuesta");
});
