/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { SitterRecord } from "@/components/site/sitter-record";
import { toSitterProfile } from "@/lib/sitters/profile-adapter";
import { sitterFixture } from "../helpers/sitter-fixture";

// The profile's record under the rating, as a visitor reads it.

const renderRecord = (overrides: Parameters<typeof sitterFixture>[0]) => render(<SitterRecord lines={toSitterProfile(sitterFixture(overrides)).record} />);

it("says how many families came back, how fast the sitter replies and that they keep their bookings", () => {
  renderRecord({ repeatFamilies: 3, reliability: { requests: 7, medianReplyHours: 2.6, lastMinuteCancellations: 0 } });
  const items = within(screen.getByRole("list", { name: "Su historial en Huellitas" })).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(["3 familias repiten", "Suele responder en unas 3 horas", "Sin cancelaciones de último momento"]);
});

it("names last-minute cancellations even with few requests, and no reply time without three replies", () => {
  renderRecord({ repeatFamilies: 0, reliability: { requests: 2, medianReplyHours: null, lastMinuteCancellations: 1 } });
  const items = within(screen.getByRole("list", { name: "Su historial en Huellitas" })).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(["1 cancelación de último momento en los últimos 6 meses"]);
});

it("shows nothing for a newcomer", () => {
  renderRecord({ repeatFamilies: 0, reliability: { requests: 1, medianReplyHours: null, lastMinuteCancellations: 0 } });
  expect(screen.queryByRole("list", { name: "Su historial en Huellitas" })).not.toBeInTheDocument();
});
