/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { BasePathProvider } from "@/components/site/base-path-context";
import { ReviewList } from "@/components/site/review-list";
import { SitterCard } from "@/components/site/sitter-card";
import { SitterGridSkeleton } from "@/components/site/sitter-grid-skeleton";
import type { SearchFilters } from "@/lib/sitters/search-filters";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { pricesOf, sitterFixture } from "../helpers/sitter-fixture";

// A day the search would still accept (relative to today, so it never becomes a past one).
const DAY = addDays(todayInElSalvador(), 30);

function renderCard(overrides: Parameters<typeof sitterFixture>[0] = {}, search?: Partial<SearchFilters>) {
  return render(
    <BasePathProvider base="/preview">
      <SitterCard sitter={sitterFixture(overrides)} search={search} />
    </BasePathProvider>,
  );
}

describe("SitterCard", () => {
  // A fictional profile says so in every list, as on its page.
  it("marks a demo profile, and only a demo profile", () => {
    renderCard({ demo: true });
    expect(screen.getByText("Perfil de demostración")).toBeInTheDocument();
  });

  it("shows no demo mark on a real profile", () => {
    renderCard({ demo: false });
    expect(screen.queryByText("Perfil de demostración")).toBeNull();
  });

  it("shows name, place, rating, the cut bio, the label and 'Desde $N', linking to the profile", () => {
    renderCard({ bio: "Hola ".repeat(30), rating: 4.7, reviewCount: 8, acceptsCats: true, acceptsLargeDogs: false });
    expect(screen.getByRole("link", { name: "Ana Pérez" })).toHaveAttribute("href", "/preview/s/ana-perez");
    expect(screen.getByText("Santa Tecla, La Libertad")).toBeInTheDocument();
    expect(screen.getByText("4.7", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("· 8 reseñas")).toBeInTheDocument();
    expect(screen.getByText(/…$/).textContent!.length).toBeLessThanOrEqual(101);
    expect(screen.getByText("Especialista en gatos")).toBeInTheDocument();
    // Walks ($5) are the cheapest service offered (boarding $25, day care $15).
    expect(screen.getByText("Desde $5")).toBeInTheDocument();
  });

  it("shows the lowest price among the services offered, or the chosen service's price when a search asks for one", () => {
    // The sitter's own prices: a walk dearer than a day of day care is theirs to set.
    const own = { services: ["WALK", "DAYCARE", "BOARDING"] as const, prices: pricesOf({ BOARDING: 30, DAYCARE: 12, WALK: 14 }) };
    const { unmount } = renderCard({ ...own, services: [...own.services] });
    expect(screen.getByText("Desde $12")).toBeInTheDocument();
    unmount();
    const again = renderCard({ ...own, services: [...own.services] }, { servicio: "hospedaje" });
    expect(screen.getByText("Desde $30")).toBeInTheDocument();
    again.unmount();
    renderCard({ ...own, services: [...own.services] }, { servicio: "paseos" });
    expect(screen.getByText("Desde $14")).toBeInTheDocument();
  });

  it("carries the care date to the profile", () => {
    renderCard({}, { fecha: DAY });
    expect(screen.getByRole("link", { name: "Ana Pérez" })).toHaveAttribute("href", `/preview/s/ana-perez?fecha=${DAY}`);
  });

  it("carries the whole search (filters and date) to the profile, so the way back keeps it", () => {
    renderCard({}, { zona: "escalon", servicio: "paseos", gatos: true, fecha: DAY });
    expect(screen.getByRole("link", { name: "Ana Pérez" })).toHaveAttribute(
      "href",
      `/preview/s/ana-perez?zona=escalon&servicio=paseos&gatos=1&fecha=${DAY}`,
    );
  });

  it("shows the star only with the 'super-sitter' badge, and never when the sitter hides it", () => {
    const { unmount } = renderCard({ badges: ["super-sitter"] });
    expect(screen.getByText("Súper cuidador")).toBeInTheDocument();
    unmount();
    renderCard({ badges: ["super-sitter"], hideSuperSitter: true });
    expect(screen.queryByText("Súper cuidador")).not.toBeInTheDocument();
  });

  it("shows a newcomer without stars", () => {
    renderCard({ rating: null, reviewCount: 0 });
    expect(screen.getByText("Nuevo en Huellitas · aún sin calificación")).toBeInTheDocument();
  });
});

describe("loading and empty states", () => {
  it("draws as many skeleton cards as asked, announced once", () => {
    render(<SitterGridSkeleton count={8} width="page" />);
    expect(screen.getAllByTestId("sitter-card-skeleton")).toHaveLength(8);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando cuidadores…");
  });

  it("says when a sitter has no reviews yet", () => {
    render(<ReviewList reviews={[]} />);
    expect(screen.getByText(/Todavía no tiene reseñas/)).toBeInTheDocument();
  });
});

describe("reviews beside the stay's reports", () => {
  it("a verified review says how many reports the stay had; one without reports or unverified says nothing of them", () => {
    render(
      <ReviewList
        reviews={[
          { author: "Ana", text: "Cuidó a Luna como a su propia perra.", verified: true, reportCount: 4 },
          { author: "Beto", text: "Muy puntual con los paseos.", verified: true, reportCount: 1 },
          { author: "Caro", text: "Todo muy bien, repetiría.", verified: true, reportCount: 0 },
        ]}
      />,
    );
    expect(screen.getByText("4 partes durante la estadía")).toBeInTheDocument();
    expect(screen.getByText("1 parte durante la estadía")).toBeInTheDocument();
    expect(screen.getAllByText(/durante la estadía/)).toHaveLength(2);
  });
});
