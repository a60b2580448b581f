/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { ProfileChangesTable } from "@/components/admin/profile-changes-table";
import type { AdminProfileChange } from "@/lib/client/admin-api";
import { makeQueryClient } from "@/lib/client/query-client";
import { jsonAnswer, mockFetch } from "../helpers/fetch";

// The team approves a sitter's profile edit looking at the photos themselves, side by side, not at
// links "Ver foto 1"; each thumbnail still opens the full picture.

const fetchMock = mockFetch();

const values = {
  bio: "Cuido perros desde hace diez años en mi casa con patio.",
  home: "",
  services: ["WALK"],
  walkPriceUSD: 8,
  daycarePriceUSD: null,
  boardingPriceUSD: null,
  acceptsCats: true,
  acceptsLargeDogs: true,
  avatar: "/uploads/avatar-old.webp",
  gallery: ["/uploads/patio.webp"],
};
const change = {
  id: "c1",
  status: "PENDING",
  reason: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  sitter: { id: 1, slug: "rosa", name: "Rosa Martínez" },
  current: values,
  proposed: { ...values, avatar: "/uploads/avatar-new.webp", gallery: ["/uploads/patio.webp", "/uploads/paseo.webp"] },
} as unknown as AdminProfileChange;

it("shows the published and the proposed photos as thumbnails with Spanish alt text, each a link to the full picture", async () => {
  fetchMock.mockResolvedValue(jsonAnswer(200, [change]));
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ProfileChangesTable />
    </QueryClientProvider>,
  );
  const item = await screen.findByRole("listitem", { name: "Rosa Martínez" });
  expect(within(item).queryByText(/Ver foto/)).toBeNull();
  const proposedAvatar = within(item).getByRole("img", { name: "Foto de perfil propuesta" });
  expect(proposedAvatar).toHaveAttribute("src", expect.stringContaining("avatar-new"));
  expect(within(item).getByRole("img", { name: "Foto de perfil publicada" })).toHaveAttribute("src", expect.stringContaining("avatar-old"));
  expect(within(item).getByRole("img", { name: "Galería propuesta: foto 2" })).toHaveAttribute("src", expect.stringContaining("paseo"));
  expect(within(item).getByRole("img", { name: "Galería publicada" })).toBeInTheDocument();
  const link = proposedAvatar.closest("a")!;
  expect(link).toHaveAttribute("href", "/uploads/avatar-new.webp");
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAccessibleName("Foto de perfil propuesta (abre la foto completa en una pestaña nueva)");
});
