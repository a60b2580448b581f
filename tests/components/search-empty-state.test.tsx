/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SearchEmptyState } from "@/components/site/search-empty-state";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { NO_FILTERS } from "@/lib/sitters/search-filters";

// An empty search, as the family reads it: what they searched, what to try, and always the way back to every sitter.

jest.mock("next/navigation", () => ({ usePathname: () => "/busca" }));

const start = addDays(todayInElSalvador(), 10);

it("speaks of the service and zone searched, not of dates nobody gave, and links to every sitter", () => {
  render(<SearchEmptyState filters={{ ...NO_FILTERS, servicio: "paseos", zona: "escalon", grandes: true }} />);
  expect(screen.getByRole("heading", { name: "No se encontraron cuidadores con estos filtros" })).toBeInTheDocument();
  expect(screen.getByText("Buscaste paseos en Escalón, que acepten perros grandes.")).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/fechas/);
  expect(screen.getByRole("link", { name: "Ver todos los cuidadores" })).toHaveAttribute("href", "/busca");
});

it("with dates, names them and suggests others; the way back drops the dates too (every sitter), keeping an invitation", () => {
  render(<SearchEmptyState filters={{ ...NO_FILTERS, fecha: start, invitacion: "abc123" }} />);
  expect(screen.getByText(/^Buscaste cuidadores libres el /)).toBeInTheDocument();
  expect(screen.getByText(/Prueba con otras fechas/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Ver todos los cuidadores" })).toHaveAttribute("href", "/busca?invitacion=abc123");
});
