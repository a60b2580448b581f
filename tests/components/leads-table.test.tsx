/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { LeadsTable } from "@/components/admin/leads-table";
import type { ProviderLead } from "@/lib/client/admin-api";
import { makeQueryClient } from "@/lib/client/query-client";

// The team's Postulaciones table: few enough columns to fit a 1280 px screen (tests/e2e/admin-operations.spec.ts
// measures it), each entry's type and consent still said.

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) });

const lead = (overrides: Partial<ProviderLead>): ProviderLead => ({
  id: "l1",
  name: "Sofía Ramírez",
  whatsapp: "+50375551234",
  email: "sofia@example.com",
  municipality: "Antiguo Cuscatlán",
  motivation: null,
  consent: true,
  services: ["BOARDING"],
  source: "APPLICATION",
  sourceUrl: null,
  zone: null,
  repeatSignups: 0,
  lastRepeatAt: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  accountId: null,
  whatsappOptInAt: null,
  ...overrides,
});

it("shows seven columns, the entry's type beside its date, and a word only for an entry without consent", async () => {
  const items = [lead({}), lead({ id: "l2", name: "Carlos Pérez", email: "carlos@example.com", source: "WAITLIST", consent: false, motivation: "Trabajo desde casa." })];
  global.fetch = jest.fn(async () => json(200, { items, total: 2, page: 1, pageCount: 1, pageSize: 50 })) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <LeadsTable />
    </QueryClientProvider>,
  );
  const table = await screen.findByRole("table", { name: "Postulaciones" });
  expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Nombre", "Recibida", "Contacto", "Municipio", "Servicios", "Motivación", "Cuenta"]);
  const [, sofia, carlos] = within(table).getAllByRole("row");
  expect(within(sofia).getAllByRole("cell")[0]).toHaveTextContent(/^Postulación/);
  expect(within(carlos).getAllByRole("cell")[0]).toHaveTextContent(/^Lista de espera/);
  expect(sofia).not.toHaveTextContent("No aceptó");
  expect(within(carlos).getAllByRole("cell")[1]).toHaveTextContent("No aceptó que la contactemos");
});
