import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm run lint:imports` (dependency-cruiser, .dependency-cruiser.cjs) is part of `npm run lint`; `npm test` checks the
// rules here, once, instead of in its lint step. These tests prove they pass on the tree as it is and fail on a
// deliberately added import cycle (in lib/ and in scripts/), on browser code reaching a server-only module or a Node built-in, and on
// each of the booking folders' rules.

const ROOT = process.cwd();
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
const DEPCRUISE = path.join(ROOT, "node_modules/.bin/depcruise");
const FIXTURE = path.join(ROOT, ".test-reports/import-rules-fixture");

function cruise(cwd: string, ...targets: string[]) {
  // The whole tree (scripts/ included) takes about 15 s alone; a loaded machine may take several times that.
  const run = spawnSync(DEPCRUISE, [...targets, "--config", CONFIG], { cwd, encoding: "utf8", timeout: 180_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function writeFixture(files: Record<string, string>) {
  fs.rmSync(FIXTURE, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(FIXTURE, file)), { recursive: true });
    fs.writeFileSync(path.join(FIXTURE, file), text);
  }
}

afterAll(() => fs.rmSync(FIXTURE, { recursive: true, force: true }));

test("the project's own imports break no rule", () => {
  const run = cruise(ROOT, "app", "components", "lib", "scripts", "proxy.ts", "instrumentation.ts", "next.config.ts");
  expect(run.output).toContain("no dependency violations found");
  expect(run.status).toBe(0);
});

test("an import cycle fails the check", () => {
  writeFixture({
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
    "lib/prices.ts": 'import { label } from "@/lib/labels";\nexport const price = () => label().length;\n',
    "lib/labels.ts": 'import { price } from "./prices";\nexport const label = () => `Desde $${price()}`;\n',
  });
  const run = cruise(FIXTURE, "lib");
  expect(run.output).toContain("no-import-cycle");
  expect(run.status).not.toBe(0);
});

test("two scripts that import each other fail the check", () => {
  writeFixture({
    "tsconfig.json": JSON.stringify({ compilerOptions: { allowJs: true, baseUrl: ".", paths: { "@/*": ["./*"] } } }),
    "scripts/budget.mjs": 'import { floor } from "./blank.mjs";\nexport const sizes = () => [floor()];\n',
    "scripts/blank.mjs": 'import { sizes } from "./budget.mjs";\nexport const floor = () => sizes().length;\n',
    "scripts/sizes.mjs": "export const measure = () => 0;\n",
    "scripts/report.mjs": 'import { measure } from "./sizes.mjs";\nexport const report = () => measure();\n',
  });
  const run = cruise(FIXTURE, "scripts");
  expect(run.output).toMatch(/no-import-cycle: scripts\/(blank|budget)\.mjs/);
  // Two scripts sharing a third module break nothing.
  expect(run.output).not.toContain("scripts/report.mjs");
  expect(run.status).not.toBe(0);
});

test("two concept folders that import each other fail the check, even with no file-level cycle", () => {
  writeFixture({
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
    "lib/bookings/core/moves.ts": 'import { send } from "@/lib/mail/outbox";\nexport const move = () => send("movida");\n',
    "lib/bookings/core/status.ts": 'export const LABEL = "Recibida";\n',
    "lib/mail/outbox.ts": 'export const send = (text: string) => text.length;\n',
    "lib/mail/texts.ts": 'import { LABEL } from "@/lib/bookings/core/status";\nexport const subject = () => LABEL;\n',
  });
  const run = cruise(FIXTURE, "lib");
  expect(run.output).toContain("no-folder-cycle");
  expect(run.output).not.toContain("no-import-cycle");
  // …and lib/mail importing a concept is refused on its own.
  expect(run.output).toContain("mail-knows-no-concept: lib/mail/texts.ts");
  expect(run.status).not.toBe(0);
});

test("a client component that reaches a server-only module fails the check, even through another module", () => {
  writeFixture({
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
    "lib/db.ts": 'import "server-only";\nexport const db = () => "conexión";\n',
    "lib/bookings.ts": 'import { db } from "@/lib/db";\nexport const listBookings = () => [db()];\n',
    "lib/client/api.ts": 'import "client-only";\nexport const getJson = (url: string) => fetch(url);\n',
    "components/inbox.tsx": '"use client";\nimport { listBookings } from "@/lib/bookings";\nexport const Inbox = () => listBookings().length;\n',
    "components/page.tsx": 'import { listBookings } from "@/lib/bookings";\nexport const Page = () => listBookings().length;\n',
  });
  const run = cruise(FIXTURE, "components", "lib");
  expect(run.output).toContain("no-server-code-in-browser: components/inbox.tsx");
  // A server component may use the database, and a client module that stays in the browser is fine.
  expect(run.output).not.toContain("components/page.tsx →");
  expect(run.output).not.toContain("lib/client/api.ts →");
  expect(run.status).not.toBe(0);
});

test("a client component that reaches a Node built-in fails the check, even through another module", () => {
  writeFixture({
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
    "lib/tracking-token.ts": 'import { createHash } from "node:crypto";\nexport const publicPath = (token: string) => `/reserva/${createHash("sha256").update(token).digest("hex")}`;\n',
    "lib/routing.ts": 'export const publicPath = (path: string) => `/preview${path}`;\n',
    "components/card.tsx": '"use client";\nimport { publicPath } from "@/lib/tracking-token";\nexport const Card = () => publicPath("abc");\n',
    "components/link.tsx": '"use client";\nimport { publicPath } from "@/lib/routing";\nexport const Link = () => publicPath("/faq");\n',
    "components/page.tsx": 'import { publicPath } from "@/lib/tracking-token";\nexport const Page = () => publicPath("abc");\n',
  });
  const run = cruise(FIXTURE, "components", "lib");
  expect(run.output).toContain("no-node-builtin-in-browser: components/card.tsx");
  // The server may use Node's modules, and a client module whose imports stay in the browser is fine.
  expect(run.output).not.toContain("components/page.tsx →");
  expect(run.output).not.toContain("components/link.tsx →");
  expect(run.status).not.toBe(0);
});

test("the booking sheet's core names no feature, features reach only the core, and views do not reach each other", () => {
  writeFixture({
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
    "lib/bookings/core/process.ts": 'export const SHEET = ["owner.request"];\n',
    "lib/bookings/core/moves.ts": 'import { waived } from "@/lib/bookings/meet/meet-pair";\nimport { SHEET } from "@/lib/bookings/core/process";\nexport const move = () => SHEET.length + Number(waived);\n',
    "lib/bookings/meet/meet-pair.ts": 'import { SHEET } from "@/lib/bookings/core/process";\nimport { summary } from "@/lib/bookings/meet/meet-rules";\nexport const waived = SHEET.length > summary;\n',
    "lib/bookings/meet/meet-rules.ts": "export const summary = 0;\n",
    "lib/bookings/plan-b/plan-b.ts": 'import { waived } from "@/lib/bookings/meet/meet-pair";\nexport const offer = () => waived;\n',
    "lib/bookings/owner/owner.ts": 'import { offer } from "@/lib/bookings/plan-b/plan-b";\nimport { waived } from "@/lib/bookings/meet/meet-pair";\nimport { row } from "@/lib/bookings/team/pipeline";\nexport const page = () => [offer(), waived, row];\n',
    "lib/bookings/team/pipeline.ts": 'import { SHEET } from "@/lib/bookings/core/process";\nexport const row = SHEET[0];\n',
  });
  const run = cruise(FIXTURE, "lib");
  expect(run.output).toContain("bookings-core-names-no-feature: lib/bookings/core/moves.ts → lib/bookings/meet/meet-pair.ts");
  expect(run.output).toContain("bookings-features-apart: lib/bookings/plan-b/plan-b.ts → lib/bookings/meet/meet-pair.ts");
  expect(run.output).toContain("bookings-views-apart: lib/bookings/owner/owner.ts → lib/bookings/team/pipeline.ts");
  // A feature reaching the core or its own folder, and a view composing features, break nothing.
  expect(run.output).not.toContain("lib/bookings/meet/meet-pair.ts → lib/bookings/core/process.ts");
  expect(run.output).not.toContain("lib/bookings/meet/meet-pair.ts → lib/bookings/meet/meet-rules.ts");
  expect(run.output).not.toContain("lib/bookings/owner/owner.ts → lib/bookings/plan-b/plan-b.ts");
  expect(run.status).not.toBe(0);
});

test("the mover and the timers are reached only through lib/bookings/loop.ts, which fits the features' parts", () => {
  writeFixture({
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
    "lib/bookings/core/sheet-parts.ts": "export const fit = (parts: object) => Object.keys(parts).length;\n",
    "lib/bookings/core/moves.ts": 'export const moveBooking = (id: string) => id;\n',
    "lib/bookings/core/timers.ts": 'import { moveBooking } from "@/lib/bookings/core/moves";\nexport const runTimers = () => moveBooking("todas");\n',
    "lib/bookings/core/access.ts": 'import { moveBooking } from "@/lib/bookings/core/moves";\nexport const reach = (id: string) => moveBooking(id);\n',
    "lib/bookings/stay/stay-parts.ts": 'import { moveBooking } from "@/lib/bookings/core/moves";\nexport const STAY_PARTS = { jobs: { alerted: () => moveBooking("parte") } };\n',
    "lib/bookings/features.ts": 'import { fit } from "@/lib/bookings/core/sheet-parts";\nimport { STAY_PARTS } from "@/lib/bookings/stay/stay-parts";\nfit(STAY_PARTS);\n',
    "lib/bookings/loop.ts": 'import "@/lib/bookings/features";\nexport { moveBooking } from "@/lib/bookings/core/moves";\nexport { runTimers } from "@/lib/bookings/core/timers";\n',
    "lib/bookings/meet/meet.ts": 'import { moveBooking } from "@/lib/bookings/core/moves";\nexport const confirmMeet = (id: string) => moveBooking(id);\n',
    "lib/bookings/stay/reports.ts": 'import { moveBooking } from "@/lib/bookings/loop";\nexport const addReport = (id: string) => moveBooking(id);\n',
    "lib/bookings/team/pipeline.ts": 'import { moveBooking } from "@/lib/bookings/loop";\nexport const patch = (id: string) => moveBooking(id);\n',
    "app/api/cron/route.ts": 'import { runTimers } from "@/lib/bookings/core/timers";\nexport const GET = () => runTimers();\n',
    "app/api/cron/reports/route.ts": 'import { runTimers } from "@/lib/bookings/loop";\nexport const GET = () => runTimers();\n',
    "app/api/bookings/route.ts": 'import { reach } from "@/lib/bookings/core/access";\nexport const GET = () => reach("uno");\n',
  });
  const run = cruise(FIXTURE, "app", "lib");
  expect(run.output).toContain("bookings-loop-fitted: lib/bookings/meet/meet.ts → lib/bookings/core/moves.ts");
  expect(run.output).toContain("bookings-loop-fitted: app/api/cron/route.ts → lib/bookings/core/timers.ts");
  // An entry point reaching a booking (which may catch up its timers) through the core is refused too.
  expect(run.output).toContain("bookings-entry-fitted: app/api/bookings/route.ts → lib/bookings/core/access.ts");
  // The core itself, the composition, a feature's parts (run only inside the fitted mover), and every caller
  // that goes through the loop — a feature too — break nothing.
  for (const file of ["lib/bookings/core/timers.ts", "lib/bookings/core/access.ts", "lib/bookings/stay/stay-parts.ts", "lib/bookings/loop.ts", "lib/bookings/stay/reports.ts", "lib/bookings/team/pipeline.ts", "app/api/cron/reports/route.ts"]) {
    expect(run.output).not.toContain(`${file} →`);
  }
  expect(run.status).not.toBe(0);
});
