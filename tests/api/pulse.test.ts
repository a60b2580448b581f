/** @jest-environment node */
import { GET as getPulse } from "@/app/api/admin/pulse/route";
import { GET as getSlowReplies } from "@/app/api/admin/pulse/slow-replies/route";
import { GET as getZeros } from "@/app/api/admin/pulse/zeros/route";
import { GET as getPulseCsv } from "@/app/api/admin/pulse/csv/route";
import { GET as beaconGet, POST as beacon } from "@/app/api/pulse/searches/route";
import { addDays, todayInElSalvador } from "@/lib/dates";
import type { BookingActor, BookingStatus } from "@/lib/generated/prisma/enums";
import { ZONES } from "@/lib/zones/catalog";
import { requestFigures, type RequestFacts } from "@/lib/pulse/figures";
import { elSalvadorMidnight, mondayOf } from "@/lib/pulse/weeks";
import { withTestDatabase } from "../helpers/test-db";
import { adminCookie, createUser, signIn } from "../helpers/auth";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withEnv } from "../helpers/env";

// The searches the page counts (POST /api/pulse/searches) and the team's weekly pulse
// (GET /api/admin/pulse), with a seeded week whose every figure is checked, and its drill-downs and CSV.

const database = withTestDatabase({ resetBeforeEach: true });

const HOUR = 60 * 60 * 1000;
const ROW_KEYS = [
  "week", "searches", "zeroResults", "requests", "medianFirstReplyHours", "p90FirstReplyHours", "answeredWithin24h", "confirmed",
  "fillRate", "completed", "sitterCancellations", "repeatFamilies", "activeSitters", "waiting", "unreached",
];

const pulse = async (query: string, cookie?: string) =>
  read(await getPulse(apiRequest(`/api/admin/pulse${query}`, { headers: cookie ? { cookie } : {} }), routeParams({})));
const count = async (query: string, method: "POST" | "GET" = "POST", client?: string) => {
  const request = apiRequest(`/api/pulse/searches${query}`, { method, headers: client ? { "x-test-client": client } : {} });
  const response = await (method === "POST" ? beacon : beaconGet)(request, routeParams({}));
  return { status: response.status, body: response.status === 204 ? null : await response.json(), cookie: response.headers.get("set-cookie") };
};

const thisMonday = () => mondayOf(todayInElSalvador());
/** A moment of last week: its Monday's start in El Salvador plus some hours. */
const lastWeekAt = (hours: number) => new Date(elSalvadorMidnight(addDays(thisMonday(), -7)).getTime() + hours * HOUR);

let sitters = 0;
async function sitterIn(department: string, municipality: string) {
  sitters += 1;
  const { id } = await database.db.sitter.create({
    data: { slug: `cuidador-${sitters}`, name: `Cuidador ${sitters}`, department, municipality, services: ["WALK"], priceFromUSD: 10, bio: "Cuido mascotas con cariño." },
  });
  return id;
}

type Move = { status: BookingStatus; actor: BookingActor; at: Date };
async function request(sitterId: number, email: string, createdAt: Date, status: BookingStatus, moves: Move[] = []) {
  const booking = await database.db.booking.create({
    data: { sitterId, status, name: "Familia", email, whatsapp: "+50370000000", municipality: "Santa Tecla", service: "WALK", createdAt },
  });
  for (const move of moves) {
    await database.db.bookingStatusChange.create({ data: { bookingId: booking.id, status: move.status, actor: move.actor, move: `${move.actor}.x`, changedAt: move.at } });
  }
  return booking.id;
}

describe("POST /api/pulse/searches (the search page's beacon)", () => {
  it("counts each search in its zone, day and service, zero results apart, with no cookie and nothing else stored", async () => {
    expect(await count("?zona=santa-ana&servicio=BOARDING&cero=1")).toEqual({ status: 204, body: null, cookie: null });
    await Promise.all(Array.from({ length: 12 }, () => count("?zona=santa-ana&servicio=BOARDING&cero=0")));
    expect((await count("?cero=0")).status).toBe(204);
    // Without JavaScript the page's <noscript> image counts the same way.
    expect((await count("?zona=escalon&cero=1", "GET")).status).toBe(204);
    const rows = await database.db.searchCount.findMany({ orderBy: [{ zone: "asc" }] });
    const today = todayInElSalvador();
    expect(rows.map((row) => ({ ...row, day: row.day.toISOString().slice(0, 10) }))).toEqual([
      { zone: "", day: today, service: "ALL", searches: 1, zeroResults: 0 },
      { zone: "escalon", day: today, service: "ALL", searches: 1, zeroResults: 1 },
      { zone: "santa-ana", day: today, service: "BOARDING", searches: 13, zeroResults: 1 },
    ]);
  });

  it("refuses what is not a zone, a service or a yes/no (400, in Spanish), counting nothing", async () => {
    expect(await count("?zona=atlantida&cero=0")).toMatchObject({ status: 400, body: { ok: false, error: "Elige una zona de la lista.", field: "zona" } });
    expect(await count("?servicio=BATH&cero=0")).toMatchObject({ status: 400, body: { ok: false, field: "servicio" } });
    expect(await count("?zona=santa-ana")).toMatchObject({ status: 400, body: { ok: false, field: "cero" } });
    expect(await database.db.searchCount.count()).toBe(0);
  });
});

describe("the beacon cannot be flooded", () => {
  const counted = async () =>
    (await database.db.searchCount.findMany({ orderBy: [{ zone: "asc" }, { service: "asc" }] })).map(({ zone, service, searches, zeroResults }) => ({ zone, service, searches, zeroResults }));

  it("a flood of fake zero-result searches from one client counts as one; the client is throttled (429) past 30 a minute", async () => {
    // (A red team sent 2,000 in 7 s; 300 here keep the test short.)
    const statuses: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => count("?zona=santa-ana&servicio=BOARDING&cero=1", "POST", "198.51.100.66")));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(270);
    expect(await counted()).toEqual([{ zone: "santa-ana", service: "BOARDING", searches: 1, zeroResults: 1 }]);
    // Another visitor's same search counts.
    expect((await count("?zona=santa-ana&servicio=BOARDING&cero=0", "POST", "198.51.100.67")).status).toBe(204);
    expect(await counted()).toEqual([{ zone: "santa-ana", service: "BOARDING", searches: 2, zeroResults: 1 }]);
  });

  it("counts a visitor's search once a day, each of their different searches once, with or without JavaScript", async () => {
    const visitor = "198.51.100.70";
    for (const query of ["?zona=santa-ana&cero=1", "?zona=santa-ana&cero=0", "?zona=santa-ana&servicio=WALK&cero=0", "?zona=escalon&cero=1"]) {
      expect((await count(query, "POST", visitor)).status).toBe(204);
      expect((await count(query, "GET", visitor)).status).toBe(204);
    }
    expect(await counted()).toEqual([
      { zone: "escalon", service: "ALL", searches: 1, zeroResults: 1 },
      { zone: "santa-ana", service: "ALL", searches: 1, zeroResults: 1 },
      { zone: "santa-ana", service: "WALK", searches: 1, zeroResults: 0 },
    ]);
  });

  it("without a header naming the client, counts at most 60 searches a minute from all such visitors together", async () => {
    await withEnv({ CLIENT_IP_HEADER: undefined }, async () => {
      const answers = await Promise.all(Array.from({ length: 80 }, () => count("?zona=santa-ana&cero=1")));
      expect(answers.every((answer) => answer.status === 204)).toBe(true);
    });
    expect(await counted()).toEqual([{ zone: "santa-ana", service: "ALL", searches: 60, zeroResults: 60 }]);
  });
});

describe("GET /api/admin/pulse", () => {
  it("is for the team only: 401 anonymous, 403 for a caregiver", async () => {
    await createUser(database.db, { email: "cuidadora@example.com" });
    expect((await pulse("")).status).toBe(401);
    expect(await pulse("", await signIn("cuidadora@example.com"))).toEqual({ status: 403, body: { ok: false, error: "No tienes permiso para hacer esto." } });
  });

  it("refuses weeks outside 1–52 (400, field weeks)", async () => {
    const admin = await adminCookie(database.db);
    for (const weeks of ["0", "53", "-1", "abc", "1.5", "100"]) {
      expect(await pulse(`?weeks=${weeks}`, admin)).toEqual({
        status: 400,
        body: { ok: false, error: "Las semanas deben ser un número entero del 1 al 52.", field: "weeks" },
      });
    }
  });

  it("answers 12 weeks by default, Mondays newest last, every zone with every key (null where nothing is measured)", async () => {
    const { status, body } = await pulse("", await adminCookie(database.db));
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["ok", "weeks", "zones"]);
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[11]).toBe(thisMonday());
    expect(body.weeks[0]).toBe(addDays(thisMonday(), -77));
    expect(body.zones.map((zone: { slug: string }) => zone.slug)).toEqual(ZONES.map((zone) => zone.slug));
    expect(Object.keys(body.zones[0])).toEqual(["slug", "name", "state", "rows"]);
    for (const zone of body.zones) {
      expect(zone.rows.map((row: { week: string }) => row.week)).toEqual(body.weeks);
      for (const row of zone.rows) {
        expect(Object.keys(row)).toEqual(ROW_KEYS);
        expect(row).toMatchObject({ searches: 0, requests: 0, medianFirstReplyHours: null, p90FirstReplyHours: null, answeredWithin24h: null, fillRate: null, waiting: 0 });
      }
    }
    expect((await pulse("?weeks=52", await adminCookie(database.db, "otra@huellitas.sv"))).body.weeks).toHaveLength(52);
  });

  it("measures a seeded week: searches, replies, fill rate, completions, the sitters' cancellations, families back, supply and the list", async () => {
    const admin = await adminCookie(database.db);
    const [ana, beto] = [await sitterIn("La Libertad", "Santa Tecla"), await sitterIn("La Libertad", "Santa Tecla")];
    const elsewhere = await sitterIn("San Salvador", "Escalón");
    const at = lastWeekAt;
    // A family's completed stay three weeks ago: their request last week is a family coming back.
    await request(ana, "vuelve@example.com", new Date(at(0).getTime() - 14 * 24 * HOUR), "COMPLETED");
    // Last week's five requests in Santa Tecla: replies after 2, 10, 30 and 4 hours, one never answered.
    await request(ana, "uno@example.com", at(1), "COMPLETED", [
      { status: "CONFIRMED", actor: "sitter", at: at(3) },
      { status: "COMPLETED", actor: "team", at: at(100) },
    ]);
    await request(ana, "dos@example.com", at(2), "DECLINED", [{ status: "DECLINED", actor: "team", at: at(12) }]);
    await request(beto, "tres@example.com", at(5), "CANCELLED", [
      { status: "CONFIRMED", actor: "sitter", at: at(35) },
      { status: "CANCELLED", actor: "sitter", at: at(60) },
    ]);
    await request(beto, "cuatro@example.com", at(6), "EXPIRED", [{ status: "EXPIRED", actor: "system", at: at(78) }]);
    await request(beto, "VUELVE@example.com", at(7), "CONTACTED", [{ status: "CONTACTED", actor: "team", at: at(11) }]);
    // Another zone's request stays there.
    await request(elsewhere, "otra@example.com", at(8), "RECEIVED");
    // Searches last week (as the beacon counted them) and this week.
    await database.db.searchCount.createMany({
      data: [
        { zone: "santa-tecla", day: new Date(`${addDays(thisMonday(), -7)}T00:00:00Z`), service: "WALK", searches: 30, zeroResults: 4 },
        { zone: "santa-tecla", day: new Date(`${addDays(thisMonday(), -1)}T00:00:00Z`), service: "ALL", searches: 10, zeroResults: 0 },
        { zone: "", day: new Date(`${addDays(thisMonday(), -3)}T00:00:00Z`), service: "ALL", searches: 99, zeroResults: 9 },
      ],
    });
    await count("?zona=santa-tecla&cero=1");
    // The zone's list: two families before last week, one during it (and one who did not consent), one this week.
    const lead = (i: number, createdAt: Date, consent = true) => ({ name: `Familia ${i}`, whatsapp: "+50370000000", email: `lista${i}@example.com`, referralCode: `LISTA${i}`, zone: "santa-tecla", consent, createdAt });
    await database.db.petOwnerLead.createMany({
      data: [lead(1, at(-200)), lead(2, at(-30)), lead(3, at(20)), lead(4, at(21), false), lead(5, new Date())],
    });

    const { status, body } = await pulse("?weeks=2", admin);
    expect(status).toBe(200);
    expect(body.weeks).toEqual([addDays(thisMonday(), -7), thisMonday()]);
    const tecla = body.zones.find((zone: { slug: string }) => zone.slug === "santa-tecla");
    expect(tecla).toMatchObject({ name: "Santa Tecla", state: "OPEN" });
    expect(tecla.rows[0]).toEqual({
      week: addDays(thisMonday(), -7),
      searches: 40,
      zeroResults: 4,
      requests: 5,
      // Replies of 2, 4, 10 and 30 hours: the median between 4 and 10, the p90 70 % of the way from 10 to 30.
      medianFirstReplyHours: 7,
      p90FirstReplyHours: 24,
      // 3 of the 5 answered within 24 h (the unanswered one's 24 h are over).
      answeredWithin24h: 0.6,
      confirmed: 2,
      // 2 confirmed of the 4 decided (the one still being talked over is neither).
      fillRate: 0.5,
      completed: 1,
      sitterCancellations: 1,
      repeatFamilies: 1,
      activeSitters: 2,
      waiting: 3,
      unreached: 0,
    });
    expect(tecla.rows[1]).toMatchObject({ week: thisMonday(), searches: 1, zeroResults: 1, requests: 0, medianFirstReplyHours: null, fillRate: null, waiting: 4 });
    const escalon = body.zones.find((zone: { slug: string }) => zone.slug === "escalon");
    expect(escalon.rows[0]).toMatchObject({ requests: 1, medianFirstReplyHours: null, answeredWithin24h: 0, fillRate: null, activeSitters: 0 });

    // The drill-downs: the requests behind slow replies, the zones and services behind zeros; and the CSV.
    const slow = await read(await getSlowReplies(apiRequest(`/api/admin/pulse/slow-replies?week=${addDays(thisMonday(), -7)}&zone=santa-tecla`, { headers: { cookie: admin } }), routeParams({})));
    expect(slow.status).toBe(200);
    expect(slow.body.requests.map((row: { email?: string; firstReplyHours: number | null; sitterName: string }) => [row.sitterName, row.firstReplyHours])).toEqual([
      ["Cuidador 2", null],
      ["Cuidador 2", 30],
    ]);
    const zeros = await read(await getZeros(apiRequest("/api/admin/pulse/zeros?weeks=2", { headers: { cookie: admin } }), routeParams({})));
    expect(zeros.body.rows).toEqual([
      { zone: null, name: "Sin zona", service: null, searches: 99, zeroResults: 9 },
      { zone: "santa-tecla", name: "Santa Tecla", service: "WALK", searches: 30, zeroResults: 4 },
      { zone: "santa-tecla", name: "Santa Tecla", service: null, searches: 11, zeroResults: 1 },
    ]);
    const csv = await getPulseCsv(apiRequest("/api/admin/pulse/csv?weeks=2", { headers: { cookie: admin } }), routeParams({}));
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toContain("Zona;Estado;Semana (lunes);Búsquedas;Sin resultados;Solicitudes;Mediana de 1.ª respuesta (h)");
    expect(lines.find((line) => line.startsWith("Santa Tecla;Abierta;"))).toBe(`Santa Tecla;Abierta;${addDays(thisMonday(), -7)};40;4;5;7;24;60%;2;50%;1;1;1;2;3;0`);
  });

  it("counts requests in SQL exactly as lib/pulse/figures.ts does from the requests themselves", async () => {
    // The database counts each zone's week (percentile_cont for the median and p90); the figures must
    // be those of requestFigures over the same requests, to the rounding. Varied requests over three weeks and two
    // zones: replies of minutes to days (some exactly 24 h, some moved back before the request), unanswered ones
    // old and new, every status, and families coming back under other cases and spaces.
    const admin = await adminCookie(database.db);
    const zones = { "santa-tecla": await sitterIn("La Libertad", "Santa Tecla"), escalon: await sitterIn("San Salvador", "Escalón") };
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const statuses: BookingStatus[] = ["RECEIVED", "CONTACTED", "CONFIRMED", "DECLINED", "CANCELLED", "EXPIRED", "COMPLETED"];
    const families = ["ana@example.com", " ANA@example.com", "beto@example.com", "Carla@Example.com", "dani@example.com"];
    // Completed stays five weeks ago for two of the families.
    await request(zones.escalon, "ana@example.com", new Date(Date.now() - 35 * 24 * HOUR), "COMPLETED");
    await request(zones["santa-tecla"], "carla@example.com ", new Date(Date.now() - 36 * 24 * HOUR), "COMPLETED");
    const fold = (email: string) => email.trim().toLowerCase();
    const completedAt = [{ family: "ana@example.com", at: Date.now() - 35 * 24 * HOUR }, { family: "carla@example.com", at: Date.now() - 36 * 24 * HOUR }];
    const seeded: { key: string; facts: RequestFacts }[] = [];
    const monday = elSalvadorMidnight(addDays(thisMonday(), -14)).getTime();
    for (let i = 0; i < 60; i++) {
      const zone = i % 3 === 0 ? "escalon" : "santa-tecla";
      // Anywhere in the last three weeks up to now (this week's requests may still be waiting for their 24 h).
      const createdAt = new Date(Math.min(Date.now() - 60_000, monday + next(21 * 24 * 60) * 60_000));
      const status = statuses[next(statuses.length)];
      const replyMinutes = [null, 1, 7, 59, 90, 24 * 60, 24 * 60 + 1, 30 * 60, 3 * 24 * 60, -30][next(10)];
      const moves: Move[] = [];
      if (replyMinutes !== null) {
        const first = new Date(createdAt.getTime() + replyMinutes * 60_000);
        moves.push({ status: status === "DECLINED" ? "DECLINED" : "CONTACTED", actor: next(2) ? "sitter" : "team", at: first });
      }
      if (status === "CONFIRMED" || status === "COMPLETED" || (status === "CANCELLED" && next(2))) moves.push({ status: "CONFIRMED", actor: "owner", at: new Date(createdAt.getTime() + 50 * HOUR) });
      if (next(4) === 0) moves.push({ status: "EXPIRED", actor: "system", at: new Date(createdAt.getTime() + 2 * HOUR) });
      const email = families[next(families.length)];
      await request(zones[zone], email, createdAt, status, moves);
      const replies = moves.filter((move) => move.actor === "sitter" || move.actor === "team").map((move) => move.at.getTime());
      const week = Math.floor((createdAt.getTime() - monday) / (7 * 24 * HOUR));
      const key = `${zone} ${week}`;
      if (status === "COMPLETED") completedAt.push({ family: fold(email), at: createdAt.getTime() });
      seeded.push({
        key,
        facts: {
          email,
          createdAt,
          firstReplyAt: replies.length ? new Date(Math.min(...replies)) : null,
          confirmed: moves.some((move) => move.status === "CONFIRMED"),
          open: status === "RECEIVED" || status === "CONTACTED",
          cameBack: false,
        },
      });
    }
    // A family came back when one of its bookings created before was completed (the seeded ones too).
    const expected = new Map<string, RequestFacts[]>();
    for (const { key, facts } of seeded) {
      const cameBack = completedAt.some((stay) => stay.family === fold(facts.email) && stay.at < facts.createdAt.getTime());
      expected.set(key, [...(expected.get(key) ?? []), { ...facts, cameBack }]);
    }
    const now = new Date();
    const { body } = await pulse("?weeks=3", admin);
    const pick = ({ requests, medianFirstReplyHours, p90FirstReplyHours, answeredWithin24h, confirmed, fillRate, repeatFamilies }: Record<string, unknown>) =>
      ({ requests, medianFirstReplyHours, p90FirstReplyHours, answeredWithin24h, confirmed, fillRate, repeatFamilies });
    for (const zone of ["santa-tecla", "escalon"]) {
      const rows = body.zones.find((row: { slug: string }) => row.slug === zone).rows;
      for (let week = 0; week < 3; week++) {
        expect({ zone, week, ...pick(rows[week]) }).toEqual({ zone, week, ...requestFigures(expected.get(`${zone} ${week}`) ?? [], now) });
      }
    }
    expect([...expected.values()].flat()).toHaveLength(60);
  });

  it("refuses a slow-replies week that is not a date (400)", async () => {
    const admin = await adminCookie(database.db);
    const response = await getSlowReplies(apiRequest("/api/admin/pulse/slow-replies?week=ayer", { headers: { cookie: admin } }), routeParams({}));
    expect(await read(response)).toEqual({ status: 400, body: { ok: false, error: "Indica la semana por su lunes, con el formato AAAA-MM-DD.", field: "week" } });
  });
});
