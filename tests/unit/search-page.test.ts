import { pageOf, parsePage, SEARCH_PAGE_SIZE } from "@/lib/sitters/search-page";

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
});
