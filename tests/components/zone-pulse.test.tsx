/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { ZonePulse } from "@/components/admin/pulse/zone-pulse";
import type { PulseZoneAnswer } from "@/lib/client/pulse-api";
import { addDays, todayInElSalvador } from "@/lib/dates";

// A zone's row of the Pulso tab as the team reads it: this week's figures beside the weeks' charts.

type Row = PulseZoneAnswer["rows"][number];
const quietWeek = (week: string): Row => ({
  week,
  searches: 0,
  zeroResults: 0,
  requests: 0,
  medianFirstReplyHours: null,
  p90FirstReplyHours: null,
  answeredWithin24h: null,
  confirmed: 0,
  fillRate: null,
  completed: 0,
  sitterCancellations: 0,
  repeatFamilies: 0,
  activeSitters: 0,
  waiting: 0,
  unreached: 0,
});
const lastWeek = addDays(todayInElSalvador(), -7);
const thisWeek = todayInElSalvador();
const busyWeek: Row = {
  ...quietWeek(lastWeek),
  searches: 12,
  zeroResults: 3,
  requests: 4,
  medianFirstReplyHours: 2.5,
  p90FirstReplyHours: 9,
  answeredWithin24h: 1,
  confirmed: 2,
  fillRate: 0.5,
  activeSitters: 3,
  waiting: 2,
};
const zone = (rows: Row[]): PulseZoneAnswer => ({ slug: "escalon", name: "Escalón", state: "OPEN", rows });
const show = (rows: Row[]) => render(<ZonePulse zone={zone(rows)} weeks={rows.map((row) => row.week)} />);

it("says a figure has no data yet this week instead of '— (0 de 0) (sin datos)', beside last week's bars", () => {
  show([busyWeek, { ...quietWeek(thisWeek), activeSitters: 3, waiting: 2 }]);
  const figures = screen.getAllByRole("definition");
  expect(figures).toHaveLength(4);
  for (const figure of figures) expect(figure).toHaveTextContent(/^Sin datos todavía$/);
  const thisWeeksFigures = figures[0].closest("dl")!;
  expect(thisWeeksFigures).not.toHaveTextContent("0 de 0");
  expect(thisWeeksFigures).not.toHaveTextContent("(sin datos)");
  expect(thisWeeksFigures).not.toHaveTextContent("—");
  // Last week's figures are still in the charts.
  expect(screen.getByRole("img", { name: /Búsquedas en Escalón/ })).toBeInTheDocument();
});

it("shows this week's measured figures with their level", () => {
  show([quietWeek(lastWeek), { ...busyWeek, week: thisWeek }]);
  const byTerm = (term: string) => screen.getByText(term).nextElementSibling;
  expect(byTerm("Búsquedas sin resultados")).toHaveTextContent("25% (3 de 12) (atención)");
  expect(byTerm("Tasa de llenado")).toHaveTextContent("50% (2 confirmadas) (atención)");
});

it("makes each count agree with its noun: one sitter, one family, one search", () => {
  show([quietWeek(lastWeek), { ...quietWeek(thisWeek), searches: 1, zeroResults: 1, requests: 1, confirmed: 1, fillRate: 1, activeSitters: 1, waiting: 1, repeatFamilies: 1, sitterCancellations: 1 }]);
  const line = screen.getByText(/^Esta semana:/);
  expect(line).toHaveTextContent(
    "Esta semana: 1 búsqueda · 1 solicitud · 1 cuidador activo · 1 familia en espera · 1 familia repite · 1 cancelación del cuidador",
  );
  expect(within(screen.getByText("Tasa de llenado").parentElement!).getByRole("definition")).toHaveTextContent("100% (1 confirmada) (bien)");
});

it("keeps the plural for none and for many", () => {
  show([quietWeek(lastWeek), { ...quietWeek(thisWeek), searches: 2, requests: 0, activeSitters: 5, waiting: 0 }]);
  expect(screen.getByText(/^Esta semana:/)).toHaveTextContent("Esta semana: 2 búsquedas · 0 solicitudes · 5 cuidadores activos · 0 familias en espera");
});
