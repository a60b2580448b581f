/** @jest-environment jsdom */
import { cleanup, render, screen } from "@testing-library/react";
import { BasePathProvider } from "@/components/site/base-path-context";
import { PlanBSection } from "@/components/site/tracking/plan-b-section";
import type { PlanBView } from "@/lib/bookings/plan-b/plan-b";
import { addDays, todayInElSalvador } from "@/lib/dates";
import type { TeamContact } from "@/lib/site/team-contact";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }), usePathname: () => "/reserva/abc" }));

// Plan B on the owner's tracking page: the backup named while confirmed, the one tap after the sitter cancelled,
// the alternatives without a backup, and always the team's emergency line with its hours.

const inAWeek = addDays(todayInElSalvador(), 7);
const view = (overrides: Partial<PlanBView>): PlanBView => ({ backup: null, canMove: false, alternatives: [], sitterCancelled: false, ...overrides });
const TEAM: TeamContact = { emergencyPhone: "+50322000100", whatsapp: "+50370000000", email: "hola@huellitas.sv", hours: "Lunes a sábado, 9:00-18:00" };
const show = (planB: PlanBView, team: TeamContact = TEAM) =>
  render(
    <BasePathProvider base="/preview">
      <PlanBSection token={"t".repeat(32)} planB={planB} team={team} />
    </BasePathProvider>,
  );

it("names the backup while confirmed, linked to their profile, with the team's emergency line and hours", () => {
  show(view({ backup: { name: "Beto Ramos", slug: "beto" } }));
  expect(screen.getByRole("link", { name: "Beto Ramos" })).toHaveAttribute("href", "/preview/s/beto");
  expect(screen.getByText(/Plan B:/)).toHaveTextContent("Plan B: Beto Ramos.");
  expect(screen.getByRole("link", { name: "+503 2200-0100" })).toHaveAttribute("href", "tel:+50322000100");
  expect(screen.getByText(/Línea de emergencia/)).toHaveTextContent("Línea de emergencia del equipo Huellitas: +503 2200-0100 · Lunes a sábado, 9:00-18:00.");
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

it("after the sitter cancelled: one button moves the booking to the backup", () => {
  show(view({ backup: { name: "Beto Ramos", slug: null }, canMove: true, sitterCancelled: true }));
  expect(screen.getByRole("button", { name: "Pasar mi reserva a Beto Ramos (sin encuentro previo)" })).toBeEnabled();
  expect(screen.queryByRole("link", { name: "Beto Ramos" })).not.toBeInTheDocument();
});

it("without a backup: the free sitters, each a prefilled request; none: the team helps; no line: the e-mail", () => {
  show(view({ sitterCancelled: true, alternatives: [{ name: "Cami Flores", nearby: "En Santa Tecla", path: `/reservar?sitter=cami&fecha=${inAWeek}` }] }));
  expect(screen.getByRole("link", { name: "Solicitar a Cami Flores" })).toHaveAttribute("href", `/preview/reservar?sitter=cami&fecha=${inAWeek}`);
  expect(screen.getByRole("listitem")).toHaveTextContent("Solicitar a Cami Flores · En Santa Tecla");
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
  cleanup();
  show(view({ sitterCancelled: true }), { ...TEAM, emergencyPhone: null, whatsapp: null });
  expect(screen.getByText(/No encontramos otro cuidador libre/)).toHaveTextContent("Escríbenos y te ayudamos a encontrar uno.");
  expect(screen.getByText(/¿Una urgencia\?/)).toHaveTextContent("¿Una urgencia? Escríbele al equipo Huellitas a hola@huellitas.sv · Lunes a sábado, 9:00-18:00.");
  expect(screen.getByRole("link", { name: "hola@huellitas.sv" })).toHaveAttribute("href", "mailto:hola@huellitas.sv");
  expect(screen.queryByText(/Línea de emergencia/)).not.toBeInTheDocument();
});

it("without an emergency phone but with the team's WhatsApp: the WhatsApp line, never called an emergency line", () => {
  show(view({ backup: { name: "Beto Ramos", slug: "beto" } }), { ...TEAM, emergencyPhone: null });
  expect(screen.getByText(/¿Una urgencia\?/)).toHaveTextContent("¿Una urgencia? Escríbele al equipo Huellitas por WhatsApp al +503 7000-0000 · Lunes a sábado, 9:00-18:00.");
  expect(screen.queryByText(/Línea de emergencia/)).not.toBeInTheDocument();
});
