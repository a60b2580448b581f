import { pageOf, parsePage, SEARCH_PAGE_SIZE, shownPage } from "@/lib/sitters/search-page";

describe("search pages", () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1);

  it("reads ?pagina= and treats anything else as page 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(["2", "5"])).toBe(2);
    for (const bad of [undefined, "", "0", "-1", "abc", "1.5", "9999999"]) expect(parsePage(bad)).toBe(1);
  });

  it("cuts the matches into pages of 24 and keeps the total", () => {
    expect(SEARCH_PAGE_SIZE).toBe(24);
    expect(pageOf(items, 1)).toEqual({ total: 50, page: 1, pageCount: 3, items: items.slice(0, 24) });
    expect(pageOf(items, 3).items).toEqual([49, 50]);
  });

  it("shows the last page for a page past the end, and one empty page for no matches", () => {
    expect(pageOf(items, 99).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ total: 0, page: 1, pageCount: 1, items: [] });
  });

  it("counts only the cards shown when a sitter could not be read between the two reads", () => {
    const slice = pageOf(items, 1, 10);
    expect(shownPage(slice, slice.items, 10)).toEqual({ total: 50, page: 1, pageCount: 5, sitters: slice.items });
    const shown = slice.items.filter((n) => n !== 4);
    expect(shownPage(slice, shown, 10)).toEqual({ total: 49, page: 1, pageCount: 5, sitters: shown });

    const last = pageOf(items.slice(0, 11), 2, 10);
    expect(shownPage(last, [], 10)).toEqual({ total: 10, page: 2, pageCount: 2, sitters: [] });
    const only = pageOf(items.slice(0, 11), 1, 10);
    expect(shownPage(only, only.items.slice(0, 9), 10)).toMatchObject({ total: 10, pageCount: 1 });
  });
});
