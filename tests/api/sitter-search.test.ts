/** @jest-environment node */
import { GET as listSitters } from "@/app/api/sitters/route";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { cardPrice } from "@/lib/sitters/card-label";
import { SEARCH_PARAM_MESSAGES } from "@/lib/sitters/search-params-schema";
import type { SitterSource } from "@/lib/sitters/types";
import { apiRequest, read } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// GET /api/sitters with the search page's parameters: dates, price cap and order.

const database = withTestDatabase({ resetBeforeEach: true });
beforeEach(async () => {
  await seedSitters(database.db);
});

const day = (n: number) => addDays(todayInElSalvador(), n);
const search = (query: string) => listSitters(apiRequest(`/api/sitters?${query}`), undefined).then(read);
const ids = (body: SitterSource[]) => body.map((sitter) => sitter.id);
const block = (sitterId: number, start: number, end: number) =>
  database.db.sitterBlock.create({ data: { sitterId, start: isoDateToUtc(day(start)), end: isoDateToUtc(day(end)) } });

describe("dates", () => {
  it("leaves out a sitter blocked on any day of the range, and only them", async () => {
    await block(3, 5, 5);
    const all = await search(`desde=${day(1)}&hasta=${day(10)}`);
    expect(all.status).toBe(200);
    expect(ids(all.body)).not.toContain(3);
    expect(all.body).toHaveLength(11);
    // A range that ends the day before the block, or a single day after it, keeps them.
    expect(ids((await search(`desde=${day(1)}&hasta=${day(4)}`)).body)).toContain(3);
    expect(ids((await search(`fecha=${day(6)}`)).body)).toContain(3);
    expect(ids((await search(`fecha=${day(5)}`)).body)).not.toContain(3);
  });

  it("leaves out a sitter with a confirmed boarding stay over the range; a received request blocks nothing", async () => {
    const stay = { sitterId: 4, service: "BOARDING" as const, startDate: isoDateToUtc(day(8)), endDate: isoDateToUtc(day(9)), name: "Ana", email: "ana@example.com", whatsapp: "71234567", municipality: "San Salvador" };
    await database.db.booking.create({ data: { ...stay, status: "RECEIVED" } });
    expect(ids((await search(`desde=${day(7)}&hasta=${day(12)}`)).body)).toContain(4);
    await database.db.booking.create({ data: { ...stay, status: "CONFIRMED" } });
    expect(ids((await search(`desde=${day(7)}&hasta=${day(12)}`)).body)).not.toContain(4);
    expect(ids((await search(`desde=${day(10)}&hasta=${day(12)}`)).body)).toContain(4);
  });

  it.each([
    ["desde=2026-02-30", "desde", SEARCH_PARAM_MESSAGES.date],
    ["fecha=mañana", "fecha", SEARCH_PARAM_MESSAGES.date],
    [`desde=${day(-1)}`, "desde", SEARCH_PARAM_MESSAGES.past],
    [`fecha=${day(366)}`, "fecha", SEARCH_PARAM_MESSAGES.tooFar],
    [`desde=${day(5)}&hasta=${day(2)}`, "hasta", SEARCH_PARAM_MESSAGES.endBeforeStart],
    [`hasta=${day(2)}`, "hasta", SEARCH_PARAM_MESSAGES.endWithoutStart],
    [`desde=${day(1)}&hasta=${day(70)}`, "hasta", SEARCH_PARAM_MESSAGES.tooLong],
    ["precioMax=0", "precioMax", SEARCH_PARAM_MESSAGES.price],
    ["precioMax=doce", "precioMax", SEARCH_PARAM_MESSAGES.price],
    ["orden=barato", "orden", SEARCH_PARAM_MESSAGES.order],
  ])("%s → 400 on %s", async (query, field, error) => {
    expect(await search(query)).toEqual({ status: 400, body: { ok: false, error, field } });
  });
});

describe("price cap and order", () => {
  it("keeps only sitters whose card price (the chosen service's) fits the cap", async () => {
    const everyone: SitterSource[] = (await search("orden=precio")).body;
    const cap = 20;
    const within = everyone.filter((sitter) => cardPrice(sitter)! <= cap);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(everyone.length);
    expect(ids((await search(`precioMax=${cap}&orden=precio`)).body)).toEqual(ids(within));
    const boarding: SitterSource[] = (await search(`servicio=hospedaje&precioMax=${cap}`)).body;
    for (const sitter of boarding) expect(cardPrice(sitter, "BOARDING")).toBeLessThanOrEqual(cap);
  });

  it("orders by price, rating and reviews", async () => {
    const prices = (await search("orden=precio")).body.map((s: SitterSource) => cardPrice(s));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ratings = (await search("orden=calificacion")).body.map((s: SitterSource) => s.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const reviews = (await search("orden=resenas")).body.map((s: SitterSource) => s.reviewCount ?? 0);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  });

  it("recommends a sitter whose checks are verified and whose calendar is fresh ahead of an equal one", async () => {
    const before = ids((await search("orden=recomendados")).body);
    const last = before[before.length - 1];
    await database.db.sitter.update({ where: { id: last }, data: { calendarUpdatedAt: new Date() } });
    const after = ids((await search("orden=recomendados")).body);
    expect(after.indexOf(last)).toBeLessThan(before.indexOf(last));
  });

  it("without parameters (or with unknown ones) still answers SPEC's full list, ids in order", async () => {
    for (const query of ["", "utm_source=instagram"]) {
      const response = await listSitters(apiRequest(`/api/sitters${query ? `?${query}` : ""}`), undefined).then(read);
      expect(ids(response.body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });
});
