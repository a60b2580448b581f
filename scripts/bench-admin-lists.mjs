#!/usr/bin/env node
// The admin dashboard's lists at scale: 10,000 bookings, 5,000 caregivers, 5,000 applications
// and 20,000 pet-owner leads on a fresh embedded database, then the server time of each list's first page
// (alone, with a search term, with a filter). Goal: under 150 ms.
//   node scripts/bench-admin-lists.mjs        (needs `npm run build` first; builds when .next is missing)
//   import { benchAdminLists } from "./bench-admin-lists.mjs"; await benchAdminLists({ port, say });
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { ADMIN, env, median, root, run, startServer, stop } from "./bench-server.mjs";

const GOAL_MS = 150;
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS || 20);
export const SIZES = { bookings: 10_000, caregivers: 5_000, providerLeads: 5_000, petOwnerLeads: 20_000 };


// Names with accents, as people here write them: the search must fold them.
const FIRST = "ARRAY['José','María','Ana','Luis','Óscar','Sofía','Carlos','Lucía','Andrés','Rosa']";
const LAST = "ARRAY['Hernández','López','Martínez','Núñez','Pérez','Ramírez','Gómez','Castro','Ávila','Quintanilla']";
const person = (i) => `(${FIRST})[1 + ${i} % 10] || ' ' || (${LAST})[1 + (${i} / 10) % 10] || ' ' || ${i}`;
// Rows spread over the past year, newest last, so the lists sort real dates.
const createdAt = (i, total) => `now() - ((${total} - ${i}) * interval '${Math.floor((365 * 24 * 3600) / total)} seconds')`;

/** Fills the lists straight in the database, one INSERT … SELECT generate_series per table (a few seconds). */
async function fill(dir) {
  const pg = new PGlite(dir);
  try {
    const { bookings, caregivers, providerLeads, petOwnerLeads } = SIZES;
    await pg.exec(`
      INSERT INTO "bookings" ("id", "sitterId", "sitterName", "service", "petType", "petSize", "startDate", "endDate",
        "name", "email", "whatsapp", "municipality", "status", "createdAt")
      SELECT 'benchbk' || i, NULL, 'Cuidador de prueba', (ARRAY['WALK','DAYCARE','BOARDING'])[1 + i % 3]::"Service",
        (ARRAY['DOG','CAT'])[1 + i % 2]::"PetType", (ARRAY['SMALL','MEDIUM','LARGE'])[1 + i % 3]::"PetSize",
        current_date + (i % 60), current_date + (i % 60) + 2,
        ${person("i")}, 'dueno' || i || '@example.com', '+5037' || lpad((i % 10000000)::text, 7, '0'),
        (ARRAY['San Salvador','Santa Tecla','Antiguo Cuscatlán','Escalón','Soyapango'])[1 + i % 5],
        (ARRAY['RECEIVED','CONTACTED','CONFIRMED','COMPLETED','CANCELLED','DECLINED','EXPIRED'])[1 + i % 7]::"BookingStatus",
        -- RECEIVED ones are recent (a daily timer run leaves none past its 72 h): a read would expire them first.
        CASE WHEN i % 7 = 0 THEN now() - (i % 48) * interval '1 hour' ELSE ${createdAt("i", bookings)} END
      FROM generate_series(1, ${bookings}) AS i;

      INSERT INTO "users" ("id", "email", "password", "name", "role", "status", "requirePasswordChange", "completionPercent", "createdAt", "updatedAt")
      SELECT 'benchus' || i, 'cuidador' || i || '@example.com', 'not-a-password-hash', ${person("i")}, 'caregiver',
        (ARRAY['pending','under_review','active','inactive','rejected'])[1 + i % 5]::"UserStatus", false, (i * 7) % 101,
        ${createdAt("i", caregivers)}, now()
      FROM generate_series(1, ${caregivers}) AS i;

      INSERT INTO "provider_leads" ("id", "name", "whatsapp", "email", "municipality", "motivation", "consent", "source", "createdAt", "updatedAt")
      SELECT 'benchpl' || i, ${person("i")}, '+5036' || lpad(i::text, 7, '0'), 'solicitud' || i || '@example.com', 'Santa Tecla',
        'Me encantan los perros.', true, (ARRAY['WAITLIST','APPLICATION'])[1 + i % 2]::"ProviderLeadSource",
        ${createdAt("i", providerLeads)}, now()
      FROM generate_series(1, ${providerLeads}) AS i;

      -- Every third person came through someone else's link (the first 2,000 share them).
      INSERT INTO "pet_owner_leads" ("id", "name", "whatsapp", "email", "petType", "referralCode", "referredBy", "consent", "createdAt")
      SELECT 'benchpo' || i, ${person("i")}, '+5037' || lpad(i::text, 7, '0'), 'familia' || i || '@example.com',
        (ARRAY['DOG','CAT'])[1 + i % 2]::"PetType", 'B' || lpad(i::text, 5, '0'),
        CASE WHEN i % 3 = 0 THEN 'B' || lpad((1 + i % 2000)::text, 5, '0') END, true,
        ${createdAt("i", petOwnerLeads)}
      FROM generate_series(1, ${petOwnerLeads}) AS i;
      ANALYZE;
    `);
  } finally {
    await pg.close();
  }
}

const LISTS = [
  { name: "Reservas", path: "/api/admin/bookings", size: SIZES.bookings, search: "hernandez", filter: "estado=CONFIRMED" },
  { name: "Cuidadores", path: "/api/admin/users", size: SIZES.caregivers, search: "jose nunez", filter: "estado=under_review" },
  { name: "Solicitudes", path: "/api/admin/provider-leads", size: SIZES.providerLeads, search: "maria", filter: "tipo=APPLICATION" },
  { name: "Lista de espera", path: "/api/admin/pet-owner-leads", size: SIZES.petOwnerLeads, search: "lucia avila", filter: "mascota=CAT" },
];

/** Times `REQUESTS` GETs of `url` (after one to warm the route up), full body received. */
async function time(url, cookie) {
  const timings = [];
  let last;
  for (let i = 0; i <= REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (i > 0) timings.push(performance.now() - started);
    last = body;
  }
  return { median: median(timings), max: Math.max(...timings), total: last.total, items: last.items.length };
}

/** Runs the whole benchmark on its own server at `port` and prints a markdown table through `say(line)`. */
export async function benchAdminLists({ port, say = console.log }) {
  const dir = path.join(root, ".data", "bench-admin-lists");
  rmSync(dir, { recursive: true, force: true });
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare-db.ts"], { env: env(port, dir), stdio: "ignore" });
  const filling = performance.now();
  await fill(dir);
  const filled = Math.round((performance.now() - filling) / 1000);
  const server = await startServer(port, dir, { keep: true });
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`bench admin sign-in failed: ${login.status}`);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    say(`### Admin lists at scale`);
    say();
    say(
      `${SIZES.bookings.toLocaleString("en")} bookings, ${SIZES.caregivers.toLocaleString("en")} caregivers, ${SIZES.providerLeads.toLocaleString("en")} applications, ` +
        `${SIZES.petOwnerLeads.toLocaleString("en")} pet-owner leads (filled in ${filled} s). Server time of a page of 50 (${REQUESTS} requests each after one warm-up, full JSON received).`,
    );
    say();
    say(`| list | request | rows matching | median ms | max ms | goal < ${GOAL_MS} ms |`);
    say("|---|---|---|---|---|---|");
    for (const list of LISTS) {
      for (const query of ["pagina=1", `pagina=1&q=${encodeURIComponent(list.search)}`, `pagina=1&${list.filter}`]) {
        const r = await time(`${base}${list.path}?${query}`, cookie);
        say(`| ${list.name} | \`${list.path}?${query}\` | ${r.total.toLocaleString("en")} | ${Math.round(r.median)} | ${Math.round(r.max)} | ${r.median < GOAL_MS ? "met" : "missed"} |`);
      }
    }
  } finally {
    stop(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run("npm", ["run", "build"]);
  benchAdminLists({ port: Number(process.env.BENCH_PORT || 3950) }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
