/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { PetOwnerWaitlist } from "@/components/admin/pet-owner-waitlist";
import { makeQueryClient } from "@/lib/client/query-client";

// The team's «Dueños en espera»: each family with the zone whose list it joined, and what it searched when it
// joined from a search that found nobody.

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) });

const entry = (over: Record<string, unknown>) => ({
  id: "l1",
  name: "Marta Reyes",
  email: "marta@example.com",
  whatsapp: "+50371234567",
  petType: "DOG",
  referralCode: "ABC123",
  referredBy: null,
  referredByName: null,
  referralCount: 0,
  consent: true,
  zone: "chalatenango",
  searched: "Hospedaje, 12 al 14 de marzo",
  repeatSignups: 0,
  lastRepeatAt: null,
  whatsappOptInAt: null,
  createdAt: new Date().toISOString(),
  ...over,
});

it("shows the zone each family joined, and what it searched", async () => {
  fetchMock.mockResolvedValue(
    json(200, {
      items: [entry({}), entry({ id: "l2", name: "Luis Pineda", email: "luis@example.com", referralCode: "DEF456", zone: "resto-la-libertad", searched: null }), entry({ id: "l3", name: "Ana Sin Zona", email: "ana@example.com", referralCode: "GHI789", zone: null, searched: null })],
      total: 3,
      page: 1,
      pageCount: 1,
      pageSize: 50,
      ranking: [],
    }),
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <PetOwnerWaitlist />
    </QueryClientProvider>,
  );
  const table = await screen.findByRole("table", { name: "Dueños en espera" });
  expect(within(table).getByRole("columnheader", { name: "Zona" })).toBeInTheDocument();
  const row = (name: string) => within(table).getByRole("rowheader", { name }).closest("tr")!;
  expect(row("Marta Reyes")).toHaveTextContent("ChalatenangoBuscó: Hospedaje, 12 al 14 de marzo");
  expect(row("Luis Pineda")).toHaveTextContent("Resto del departamento de La Libertad");
  expect(within(row("Ana Sin Zona")).getAllByRole("cell")[2]).toHaveTextContent("—");
});
