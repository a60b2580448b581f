/** @jest-environment node */
import { GET as getSitter } from "@/app/api/sitters/[id]/route";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { createUser } from "../helpers/auth";
import { historyRow } from "../helpers/booking-sheet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// GET /api/sitters/{key} carries the sitter's record: families that come back and the reliability of the
// last 180 days, computed from the bookings and their status changes as the sheet writes them.

const database = withTestDatabase({ resetBeforeEach: true });
const SITTER_EMAIL = "carlos@example.com";
const TEAM_EMAIL = "equipo@huellitas.sv";
const HOUR = 3_600_000;
const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * HOUR);
/** A calendar day as stored (UTC midnight), `days` from today. */
const day = (days: number) => {
  const today = new Date(now);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
};

let sitterUserId: string;

beforeEach(async () => {
  await seedSitters(database.db);
  const user = await createUser(database.db, { email: SITTER_EMAIL });
  sitterUserId = user.id;
  await database.db.sitter.update({ where: { id: 3 }, data: { userId: user.id } });
});

type Move = [status: BookingStatus, hoursAfterArrival: number, by: string];

/** Who `by` is: the sitter's account, the team, the owner or a timer. */
const mover = (by: string) => (by === "owner" || by === "system" ? by : by === SITTER_EMAIL ? (["sitter", sitterUserId, by] as const) : (["team", null, by] as const));

/** A booking for sitter 3 that arrived `ago` hours ago, with its moves (hours after it arrived, who). */
async function booking(email: string, ago: number, status: BookingStatus, moves: Move[], startDate = day(10), { proven = true, requestClient = null as string | null } = {}) {
  const createdAt = hoursAgo(ago);
  await database.db.booking.create({
    data: {
      sitterId: 3,
      name: "Dueña de prueba",
      email,
      whatsapp: "+50371234567",
      municipality: "Santa Tecla",
      service: "WALK",
      startDate,
      endDate: startDate,
      status,
      createdAt,
      // The owner opened the link we e-mailed (a proven family), unless the test says otherwise.
      links: proven ? { create: { hash: `h-${Math.random()}`, sentTo: email, openedAt: createdAt } } : undefined,
      requestClient,
      statusChanges: { create: moves.map(([to, after, by]) => ({ ...historyRow(to, mover(by)), changedAt: new Date(createdAt.getTime() + after * HOUR) })) },
    },
  });
}

const fetchSitter = async (key: string) => read(await getSitter(apiRequest(`/api/sitters/${key}`), routeParams({ id: key })));

it("answers a newcomer's empty record beside every field it had", async () => {
  const { status, body } = await fetchSitter("3");
  expect(status).toBe(200);
  expect(body).toEqual(
    expect.objectContaining({
      id: 3,
      slug: expect.any(String),
      prices: expect.any(Array),
      reviews: expect.any(Array),
      verifications: expect.any(Array),
      blocked: expect.any(Array),
      repeatFamilies: 0,
      reliability: { requests: 0, medianReplyHours: null, lastMinuteCancellations: 0 },
    }),
  );
});

it("counts families that came back, replies by the sitter or the team, and the sitter's last-minute cancellations", async () => {
  // Ana came back: two completed stays (one answered by the sitter in 2 h, one contacted by the team in 4 h).
  await booking("ana@example.com", 30 * 24, "COMPLETED", [["CONFIRMED", 2, SITTER_EMAIL], ["COMPLETED", 300, "system"]], day(-20));
  await booking("ana@example.com", 60 * 24, "COMPLETED", [["CONTACTED", 4, TEAM_EMAIL], ["CONFIRMED", 5, TEAM_EMAIL], ["COMPLETED", 300, "system"]], day(-50));
  // Luis: one completed stay long ago (outside the 180 days) and one request still waiting.
  await booking("luis@example.com", 200 * 24, "COMPLETED", [["CONFIRMED", 1, SITTER_EMAIL], ["COMPLETED", 300, "system"]], day(-190));
  await booking("luis@example.com", 1, "RECEIVED", []);
  // Marta: confirmed after 6 h, then cancelled by the sitter an hour ago, a day before it starts.
  await booking("marta@example.com", 5 * 24, "CANCELLED", [["CONFIRMED", 6, SITTER_EMAIL], ["CANCELLED", 5 * 24 - 1, SITTER_EMAIL]], day(1));
  // José: confirmed after 8 h, cancelled by the team an hour ago: not the sitter's.
  await booking("jose@example.com", 5 * 24, "CANCELLED", [["CONFIRMED", 8, SITTER_EMAIL], ["CANCELLED", 5 * 24 - 1, TEAM_EMAIL]], day(1));
  // Eva cancelled herself before anyone answered: a request without a reply.
  await booking("eva@example.com", 3 * 24, "CANCELLED", [["CANCELLED", 1, "owner"]]);

  const byId = await fetchSitter("3");
  expect(byId.body.repeatFamilies).toBe(1);
  // Six requests within 180 days, four replies (2, 4, 6, 8 h; Luis's and Eva's have none): the median is 5.
  expect(byId.body.reliability).toEqual({ requests: 6, medianReplyHours: 5, lastMinuteCancellations: 1 });
  const bySlug = await fetchSitter(byId.body.slug);
  expect(bySlug.body).toEqual(byId.body);
  // Another sitter's record is its own.
  expect((await fetchSitter("4")).body).toEqual(expect.objectContaining({ repeatFamilies: 0, reliability: { requests: 0, medianReplyHours: null, lastMinuteCancellations: 0 } }));
});

it("does not count a family twice for capitals in its e-mail, nor a third stay as another family", async () => {
  await booking("rosa@example.com", 40 * 24, "COMPLETED", [["CONFIRMED", 1, SITTER_EMAIL]], day(-30));
  await booking("Rosa@Example.com", 20 * 24, "COMPLETED", [["CONFIRMED", 1, SITTER_EMAIL]], day(-10));
  await booking("rosa@example.com", 10 * 24, "COMPLETED", [["CONFIRMED", 1, SITTER_EMAIL]], day(-5));
  await booking("pablo@example.com", 10 * 24, "COMPLETED", [["CONFIRMED", 1, SITTER_EMAIL]], day(-5));
  await booking("pablo@example.com", 9 * 24, "DECLINED", [["DECLINED", 1, SITTER_EMAIL]], day(-4));
  expect((await fetchSitter("3")).body.repeatFamilies).toBe(1);
});

it("counts only proven families from elsewhere than the sitter's network: made-up requests and stays add nothing", async () => {
  await database.db.accountNetwork.create({ data: { userId: sitterUserId, client: "red-del-cuidador" } });
  // Two invented owners whose e-mails never opened a link, and one sent from the sitter's own network: each "came back"
  // twice and was answered at once, yet none of it counts.
  for (const [email, options] of [
    ["falsa-1@example.com", { proven: false }],
    ["falsa-2@example.com", { proven: false }],
    ["vecina@example.com", { requestClient: "red-del-cuidador" }],
  ] as const) {
    for (const days of [20, 50]) await booking(email, days * 24, "COMPLETED", [["CONFIRMED", 0.1, SITTER_EMAIL], ["COMPLETED", 300, "system"]], day(-days + 10), options);
  }
  // A real family, answered in 3 h: the only request counted.
  await booking("real@example.com", 10 * 24, "CONFIRMED", [["CONFIRMED", 3, SITTER_EMAIL]], day(5));
  // The sitter's last-minute cancellation of an unproven request still counts against them.
  await booking("otra-falsa@example.com", 5 * 24, "CANCELLED", [["CONFIRMED", 1, SITTER_EMAIL], ["CANCELLED", 5 * 24 - 1, SITTER_EMAIL]], day(1), { proven: false });

  const { body } = await fetchSitter("3");
  expect(body.repeatFamilies).toBe(0);
  expect(body.reliability).toEqual({ requests: 1, medianReplyHours: null, lastMinuteCancellations: 1 });
});
