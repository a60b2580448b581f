/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SiteLink } from "@/components/site/base-path";
import { BasePathProvider } from "@/components/site/base-path-context";
import { NotFoundMessage } from "@/components/site/not-found-message";

describe("SiteLink", () => {
  it("keeps visitors inside /preview while the site is gated", () => {
    render(
      <BasePathProvider base="/preview">
        <SiteLink href="/busca">Buscar</SiteLink>
      </BasePathProvider>,
    );
    expect(screen.getByRole("link", { name: "Buscar" })).toHaveAttribute("href", "/preview/busca");
  });

  it("links to plain paths once launched", () => {
    render(
      <BasePathProvider base="">
        <SiteLink href="/faq">Ayuda</SiteLink>
      </BasePathProvider>,
    );
    expect(screen.getByRole("link", { name: "Ayuda" })).toHaveAttribute("href", "/faq");
  });
});

describe("NotFoundMessage", () => {
  it("shows SPEC's fallback strings word for word", () => {
    render(<NotFoundMessage />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it("says it in Spanish too, with a way home that stays inside /preview", () => {
    render(
      <BasePathProvider base="/preview">
        <NotFoundMessage />
      </BasePathProvider>,
    );
    expect(screen.getByText("No encontramos esta página. Revisa la dirección o vuelve al inicio.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/preview");
  });
});
