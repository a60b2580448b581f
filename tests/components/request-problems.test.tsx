/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { RequestProblems } from "@/components/portal/request-problems";
import { makeQueryClient } from "@/lib/client/query-client";
import { mockFetch } from "../helpers/fetch";

// The portal's «Problemas» on a request: drawn from the request itself (GET /api/portal/bookings carries them), with
// no request of its own per booking.

const fetchMock = mockFetch();
const problem = {
  id: "p1",
  category: "HEALTH" as const,
  categoryLabel: "Salud o lesión",
  reportedBy: "owner" as const,
  description: "Cojea de la pata trasera.",
  photos: [],
  status: "RESOLVED" as const,
  statusLabel: "Resuelto",
  resolution: "Lo vio el veterinario: nada grave.",
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  resolvedAt: new Date().toISOString(),
};
const shown = (booking: Parameters<typeof RequestProblems>[0]["booking"]) =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RequestProblems booking={booking} />
    </QueryClientProvider>,
  );

it("shows the request's problems and the team's answer without fetching them", () => {
  shown({ id: "b1", canReportProblem: false, problems: [problem] });
  expect(screen.getByText("Problemas")).toBeInTheDocument();
  expect(screen.getByText("Cojea de la pata trasera.")).toBeInTheDocument();
  expect(screen.getByText(/Lo vio el veterinario/)).toBeInTheDocument();
  expect(screen.queryByText("Reportar un problema")).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("offers «Reportar un problema» while it may be reported, and shows nothing with no problem and no window", () => {
  const { unmount } = shown({ id: "b1", canReportProblem: true, problems: [] });
  expect(screen.getByText("Reportar un problema")).toBeInTheDocument();
  unmount();
  shown({ id: "b2", canReportProblem: false, problems: [] });
  expect(screen.queryByText("Problemas")).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
