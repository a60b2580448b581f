/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { BasePathProvider } from "@/components/site/base-path-context";
import { SitterGrid } from "@/components/site/sitter-grid";
import { sitterFixture } from "../helpers/sitter-fixture";

// A list's icons are uses of symbols the list draws once: every icon a card shows must find its symbol on the page,
// and the cards carry no icon of their own (a lucide <svg> with its lines, each a client component).

/** The `#id`s the page's icons point at that no element of the page has. */
const danglingIcons = (container: HTMLElement) =>
  [...container.querySelectorAll("use")].map((use) => use.getAttribute("href")!).filter((href) => !container.querySelector(`symbol${href}`));

it("draws each card's pin, star, label icon and super-sitter star from the list's own symbols", () => {
  const sitters = [
    sitterFixture({ id: 1, slug: "gatos", acceptsCats: true, acceptsLargeDogs: false, badges: ["super-sitter"] }),
    sitterFixture({ id: 2, slug: "perros", acceptsCats: false, acceptsLargeDogs: true }),
    sitterFixture({ id: 3, slug: "paseos", acceptsCats: true, acceptsLargeDogs: true, services: ["WALK"] }),
    sitterFixture({ id: 4, slug: "casa", acceptsCats: true, acceptsLargeDogs: true, services: ["BOARDING"] }),
    sitterFixture({ id: 5, slug: "general", acceptsCats: true, acceptsLargeDogs: true, services: [] }),
  ];
  const { container } = render(
    <BasePathProvider base="/preview">
      <SitterGrid sitters={sitters} width="column" />
    </BasePathProvider>,
  );
  const hrefs = [...container.querySelectorAll("article use")].map((use) => use.getAttribute("href"));
  // Per card: the pin, the rating's star, the label's icon; the first one's super-sitter star too.
  expect(hrefs).toHaveLength(sitters.length * 3 + 1);
  expect(new Set(hrefs)).toEqual(new Set(["#icono-map-pin", "#icono-star", "#icono-cat", "#icono-dog", "#icono-footprints", "#icono-house", "#icono-heart"]));
  expect(danglingIcons(container)).toEqual([]);
  // Each symbol once, however many cards use it.
  expect(container.querySelectorAll("symbol")).toHaveLength(7);
  expect(container.querySelectorAll("article svg path, article svg circle")).toHaveLength(0);
});

it("draws the label icons of its own cards only", () => {
  const { container } = render(
    <BasePathProvider base="/preview">
      <SitterGrid sitters={[sitterFixture({ acceptsCats: true, acceptsLargeDogs: false, rating: null, reviewCount: 0 })]} width="page" />
    </BasePathProvider>,
  );
  expect([...container.querySelectorAll("symbol")].map((symbol) => symbol.id)).toEqual(["icono-map-pin", "icono-star", "icono-cat"]);
  expect(danglingIcons(container)).toEqual([]);
});
