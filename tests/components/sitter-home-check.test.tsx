/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { SitterHomeCheck } from "@/components/site/sitter-home-check";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { formatCalendarDay } from "@/lib/format/dates";
import { HOME_CHECK_KEYS } from "@/lib/sitters/home-check";
import { toSitterProfile } from "@/lib/sitters/profile-adapter";
import { sitterFixture } from "../helpers/sitter-fixture";

// The profile's home-safety check, as a visitor reads it.

const renderCheck = (overrides: Parameters<typeof sitterFixture>[0]) => render(<SitterHomeCheck check={toSitterProfile(sitterFixture(overrides)).homeCheck} />);

it("says when the team checked the home and words each answer, the unsafe ones as such", () => {
  const day = addDays(todayInElSalvador(), -5);
  renderCheck({ homeCheck: { checkedAt: day, items: HOME_CHECK_KEYS.map((key) => ({ key, ok: key !== "NETS" })) } });
  const section = screen.getByRole("region", { name: `Hogar revisado el ${formatCalendarDay(day)}` });
  expect(within(section).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "Patio cercado",
    "Sin piscina o con piscina protegida",
    "Balcones o ventanas sin malla",
    "Sus mascotas conviven bien con otras",
    "No se fuma dentro de la casa",
    "Sin salidas por donde escaparse",
  ]);
});

it("shows nothing without a check", () => {
  renderCheck({ homeCheck: null });
  expect(screen.queryByRole("region", { name: /Hogar revisado/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Hogar revisado/)).not.toBeInTheDocument();
});
