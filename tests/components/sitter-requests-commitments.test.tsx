/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { SitterRequests } from "@/components/portal/sitter-requests";
import { makeQueryClient } from "@/lib/client/query-client";
import { PORTAL_KEYS, type PortalRequests } from "@/lib/client/portal-api";

// The portal's requests say where the sitter's commitments are written: the public page Compromisos Huellitas.

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

it("«Mis solicitudes» links to Compromisos Huellitas", () => {
  const client = makeQueryClient();
  client.setQueryData(PORTAL_KEYS.bookings, { linked: true, bookings: [] } as unknown as PortalRequests);
  render(
    <QueryClientProvider client={client}>
      <SitterRequests />
    </QueryClientProvider>,
  );
  expect(screen.getByRole("heading", { name: "Mis solicitudes" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Compromisos Huellitas" })).toHaveAttribute("href", "/preview/compromisos");
});
