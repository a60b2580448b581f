/** @jest-environment node */
import { GET as readCheck, PUT as putCheck } from "@/app/api/admin/users/[id]/home-check/route";
import { GET as getSitter } from "@/app/api/sitters/[id]/route";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { adminCookie, createUser, linkedCaregiver } from "../helpers/auth";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";

// The team's home-safety check of a boarding sitter: PUT /api/admin/users/{id}/home-check, and what
// GET /api/sitters/{key} shows of it (the day and the answers, never the team's notes).

const database = withTestDatabase({ resetBeforeEach: true });
const ADMIN_EMAIL = "equipo@huellitas.sv";
// Seeded profiles: 1 offers boarding, 2 walks and day care only.
const BOARDING_SITTER = 1;
const NO_BOARDING_SITTER = 2;

let admin: string;
beforeEach(async () => {
  await seedSitters(database.db);
  admin = await adminCookie(database.db, ADMIN_EMAIL);
});

const answers = (overrides: Record<string, unknown> = {}) => ({
  FENCED_YARD: { ok: true, note: "Muro de 2 m alrededor del patio." },
  POOL: { ok: true },
  NETS: { ok: false, note: "La ventana de la cocina no tiene malla." },
  OTHER_PETS: { ok: true, note: "Una perra adulta, tranquila." },
  SMOKERS: { ok: true },
  ESCAPE_ROUTE: { ok: true },
  ...overrides,
});

const put = async (id: string, body: unknown, cookie = admin) =>
  read(await putCheck(apiRequest(`/api/admin/users/${id}/home-check`, { method: "PUT", headers: { cookie }, body }), routeParams({ id })));
const fetchSitter = async (key: string | number) => read(await getSitter(apiRequest(`/api/sitters/${key}`), routeParams({ id: String(key) })));

it("records the check, shows its day and answers on the profile without the notes, and leaves an audit entry", async () => {
  const { user } = await linkedCaregiver(database.db, BOARDING_SITTER, "carlos@example.com", "Carlos Pérez");
  expect((await fetchSitter(BOARDING_SITTER)).body.homeCheck).toBeNull();

  const visit = addDays(todayInElSalvador(), -3);
  const { status, body } = await put(user.id, { checkedAt: visit, ...answers() });
  expect(status).toBe(200);
  expect(body).toEqual({
    ok: true,
    refusal: null,
    homeCheck: {
      checkedAt: visit,
      checkedBy: ADMIN_EMAIL,
      items: expect.arrayContaining([{ key: "NETS", ok: false, note: "La ventana de la cocina no tiene malla." }, { key: "POOL", ok: true }]),
    },
  });

  const profile = await fetchSitter(BOARDING_SITTER);
  expect(profile.body.homeCheck).toEqual({
    checkedAt: visit,
    items: [
      { key: "FENCED_YARD", ok: true },
      { key: "POOL", ok: true },
      { key: "NETS", ok: false },
      { key: "OTHER_PETS", ok: true },
      { key: "SMOKERS", ok: true },
      { key: "ESCAPE_ROUTE", ok: true },
    ],
  });
  expect(JSON.stringify(profile.body)).not.toContain("malla");
  expect(JSON.stringify(profile.body)).not.toContain(ADMIN_EMAIL);

  const audit = await database.db.auditEvent.findFirstOrThrow({ where: { action: "caregiver.home-check" } });
  expect(audit).toMatchObject({ actor: ADMIN_EMAIL, targetId: user.id });
  expect(audit.summary).toContain("Revisó el hogar de Carlos Pérez");
  expect(audit.summary).toContain("Balcones o ventanas sin malla");
});

it("replaces the check with a new one, dated today when no day is given; the team reads it back with its notes", async () => {
  const { user } = await linkedCaregiver(database.db, BOARDING_SITTER, "carlos@example.com");
  await put(user.id, { checkedAt: addDays(todayInElSalvador(), -30), ...answers() });
  expect((await put(user.id, answers({ NETS: { ok: true, note: "Ya pusieron la malla." } }))).status).toBe(200);

  const team = await read(await readCheck(apiRequest(`/api/admin/users/${user.id}/home-check`, { headers: { cookie: admin } }), routeParams({ id: user.id })));
  expect(team.status).toBe(200);
  expect(team.body.homeCheck.checkedAt).toBe(todayInElSalvador());
  expect(team.body.homeCheck.items).toContainEqual({ key: "NETS", ok: true, note: "Ya pusieron la malla." });
  expect((await fetchSitter(BOARDING_SITTER)).body.homeCheck.items).toContainEqual({ key: "NETS", ok: true });
  expect(await database.db.homeCheck.count()).toBe(1);
});

it("answers 400 naming the field: a missing item, an answer that is not yes or no, a long note, a future or old day", async () => {
  const { user } = await linkedCaregiver(database.db, BOARDING_SITTER, "carlos@example.com");
  const cases: [unknown, string, RegExp][] = [
    [{ ...answers(), POOL: undefined }, "POOL", /piscina/],
    [answers({ SMOKERS: { ok: "sí" } }), "SMOKERS", /con sí o no/],
    [answers({ OTHER_PETS: { ok: true, note: "x".repeat(301) } }), "OTHER_PETS", /300 caracteres/],
    [{ checkedAt: addDays(todayInElSalvador(), 1), ...answers() }, "checkedAt", /posterior a hoy/],
    [{ checkedAt: addDays(todayInElSalvador(), -400), ...answers() }, "checkedAt", /más de un año/],
    [{ checkedAt: "2026-02-30", ...answers() }, "checkedAt", /no es válida/],
  ];
  for (const [body, field, message] of cases) {
    const answer = await put(user.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ok: false, error: expect.stringMatching(message), field });
  }
  expect(await database.db.homeCheck.count()).toBe(0);
});

it("answers 404 for an unknown account and 403 for a caregiver's own session", async () => {
  expect(await put("no-existe", answers())).toEqual({ status: 404, body: { ok: false, error: "No encontramos a ese cuidador." } });
  const { user, cookie } = await linkedCaregiver(database.db, BOARDING_SITTER, "carlos@example.com");
  expect((await put(user.id, answers(), cookie)).status).toBe(403);
});

it("answers 409 for an admin account, a caregiver without a profile, and a profile that does not offer boarding", async () => {
  const other = await createUser(database.db, { email: "otra@huellitas.sv", role: "admin" });
  const loose = await createUser(database.db, { email: "sin-perfil@example.com" });
  const { user: walker } = await linkedCaregiver(database.db, NO_BOARDING_SITTER, "paseos@example.com");
  const expectations: [string, RegExp][] = [
    [other.id, /cuenta de cuidador/],
    [loose.id, /perfil público/],
    [walker.id, /no ofrece hospedaje/],
  ];
  for (const [id, message] of expectations) {
    const answer = await put(id, answers());
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ ok: false, error: expect.stringMatching(message) });
  }
  expect(await database.db.homeCheck.count()).toBe(0);
});

it("hides a stored check once the profile stops offering boarding", async () => {
  const { user } = await linkedCaregiver(database.db, BOARDING_SITTER, "carlos@example.com");
  await put(user.id, answers());
  await database.db.sitter.update({ where: { id: BOARDING_SITTER }, data: { services: ["WALK"] } });
  expect((await fetchSitter(BOARDING_SITTER)).body.homeCheck).toBeNull();
});
