#!/usr/bin/env node
// npm run test:vercel — the page policy as Vercel serves it. Builds the project with the Vercel CLI (`vercel build
// --prod`, offline) and serves the output in minimal mode behind vercel-local's model of Vercel's edge
// (tools/vercel-local, or VERCEL_LOCAL_DIR), on a throwaway PostgreSQL with one published sitter. For /,
// /busca, a profile and /faq, the second (cached) answer must carry a policy that pins the inline scripts (no bare
// 'unsafe-inline'), list exactly the hashes of the inline scripts in its body, and, in Chromium, refuse a script
// injected into that cached page while the page hydrates with no other violation.
//
// Skips, saying why, only when the Vercel CLI cannot be installed. Writes .test-reports/vercel.json (counted by
// scripts/test-summary.mjs). Stopped after VERCEL_TEST_TIMEOUT_S (900). VERCEL_TEST_DATABASE_URL: use that database
// instead of starting one; VERCEL_LOCAL_PORT: the edge model's first port (default 4700). To iterate, a later
// VERCEL_TEST_NO_BUILD=1 reuses the build left in .next-vercel (.vercel/output refers to it).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lastLines, startPostgres } from "./bench-postgres.mjs";
import { testBrowserPath } from "./chromium.mjs";
import { runEchoing, serveThroughEdge, TOOL_DIR } from "./vercel-local.mjs";

const started = Date.now();
const TOTAL_LIMIT_MS = Number(process.env.VERCEL_TEST_TIMEOUT_S || 15 * 60) * 1000;
const SLUG = "cuidadora-prueba-vercel";
const PATHS = ["/", "/busca", `/s/${SLUG}`, "/faq"];
const SITTERS_TAG = "sitters"; // lib/sitters/public.ts: SITTERS_CACHE_TAG
const REPORT = path.resolve(".test-reports/vercel.json");
const work = mkdtempSync(path.join(os.tmpdir(), "huellitas-vercel-test-"));
const results = [];
const cleanups = [];

const say = (line) => console.log(`[test:vercel] ${line}`);
const seconds = () => Math.round((Date.now() - started) / 1000);

async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      say(`clean-up: ${error.message}`);
    }
  }
  rmSync(work, { recursive: true, force: true });
}

function finish(skipReason) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, skipped: skipReason ?? null, results }, null, 2));
  if (skipReason) say(`SKIPPED: ${skipReason}`);
  say(`${passed} passed, ${failed} failed in ${seconds()} s`);
  return failed > 0 ? 1 : 0;
}

async function check(name, body) {
  try {
    await body();
    results.push({ name, ok: true });
    say(`ok   ${name}`);
  } catch (error) {
    results.push({ name, ok: false, error: error.message });
    say(`FAIL ${name}: ${error.message}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const run = (command, args, options) => runEchoing(command, args, { ...options, label: "test:vercel" });

// A header may hold several policies (comma-separated); each is { directive: [sources] }.
const policies = (headers) =>
  headers.flatMap((header) => header.split(",")).map((policy) =>
    Object.fromEntries(policy.split(";").map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name.toLowerCase(), sources])));
const scriptSources = (policy) => policy["script-src-elem"] ?? policy["script-src"] ?? policy["default-src"] ?? null;
const pins = (sources) => sources.some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
const allowsAnyInline = (policy) => {
  const sources = scriptSources(policy);
  return !sources || (sources.includes("'unsafe-inline'") && !pins(sources));
};
/** The hash of each inline script a browser runs (no src, not a JSON data block), as a CSP source. */
const inlineScriptHashes = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes) && !/\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);

async function prepareDatabase() {
  let url = process.env.VERCEL_TEST_DATABASE_URL;
  if (!url) {
    const pg = startPostgres(Number(process.env.VERCEL_TEST_PG_PORT || 55632));
    if (!pg.url) throw new Error(`no database for the build: ${pg.reason}`);
    cleanups.push(() => pg.stop());
    url = pg.url;
  }
  const migrate = await run(process.execPath, ["scripts/db-migrate.mjs"], { env: { DATABASE_URL: url }, timeoutMs: 120_000 });
  if (migrate.code !== 0) throw new Error(`migrating the build's database failed: ${lastLines(migrate.output)}`);
  const { default: pgModule } = await import("pg");
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO sitters (slug, name, department, municipality, services, "priceFromUSD", bio, "updatedAt")
       VALUES ($1, 'Ana Prueba', 'San Salvador', 'San Salvador', ARRAY['BOARDING']::"Service"[], 15, 'Cuido perros y gatos en casa.', now())
       ON CONFLICT (slug) DO NOTHING`,
      [SLUG],
    );
  } finally {
    await client.end();
  }
  return url;
}

/** The cached answers of every path, through run.sh; leaves the edge model running for the browser. */
const buildAndServe = (databaseUrl) =>
  serveThroughEdge({
    databaseUrl,
    paths: PATHS,
    work,
    timeoutMs: Math.max(60_000, TOTAL_LIMIT_MS - (Date.now() - started) - 120_000),
    noBuild: process.env.VERCEL_TEST_NO_BUILD === "1",
    label: "test:vercel",
    stops: cleanups,
  });

function checkHeaders(answers) {
  return Promise.all(
    PATHS.map((p) =>
      check(`cached ${p}: a policy pins the inline scripts, listing exactly the hashes of its body`, () => {
        const cached = answers.find((a) => a.path === p && a.n === 2);
        assert(cached && cached.status === 200, `the second request answered ${cached?.status}`);
        assert(["HIT", "STALE", "PRERENDER"].includes(cached.xVercelCache), `the second answer was not from the cache (${cached.xVercelCache})`);
        const list = policies(cached.csp);
        const pinned = list.filter((policy) => !allowsAnyInline(policy));
        assert(pinned.length > 0, `only a bare 'unsafe-inline' guards ${p}: ${cached.csp.join(" || ")}`);
        const expected = [...new Set(inlineScriptHashes(readFileSync(cached.file, "utf8")))].sort();
        assert(expected.length > 0, "the page has no inline script (nothing to check)");
        for (const policy of pinned) {
          const listed = scriptSources(policy).filter((s) => s.startsWith("'sha256-")).sort();
          assert(JSON.stringify(listed) === JSON.stringify(expected), `the policy lists ${listed.length} hashes, the body has ${expected.length} inline scripts with other hashes`);
        }
      }),
    ),
  );
}

// Pages that show sitters carry the tag expireSitterCache() revalidates: on Vercel, revalidateTag then purges them from
// the CDN on every instance, so a sitter's edit shows at once (the edge model does not purge; this checks the tag).
function checkTags(answers) {
  return Promise.all(
    PATHS.filter((p) => p !== "/faq").map((p) =>
      check(`cached ${p}: tagged "${SITTERS_TAG}", so a sitter's edit purges it`, () => {
      const cached = answers.find((a) => a.path === p && a.n === 2);
      const tags = String(cached?.headers?.["x-next-cache-tags"] ?? "").split(",");
        assert(tags.includes(SITTERS_TAG), `x-next-cache-tags: ${tags.join(",") || "(none)"}`);
      }),
    ),
  );
}

async function checkInBrowser(baseUrl) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    timeout: 60_000,
  });
  cleanups.push(() => browser.close());
  const INJECTED = "<script>window.__injected = true</script>";
  for (const p of PATHS) {
    await check(`cached ${p} in Chromium: hydrates with no violation, and refuses an injected inline script`, async () => {
      for (const inject of [false, true]) {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(30_000);
          const violations = [];
          page.on("console", (message) => {
            if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
          });
          // The injected copy keeps every header of the cached answer.
          if (inject) {
            await page.route(`${baseUrl}${p}`, async (route) => {
              const response = await route.fetch();
              const body = (await response.text()).replace("</body>", `${INJECTED}</body>`);
              await route.fulfill({ response, body });
            });
          }
          const response = await page.goto(`${baseUrl}${p}`, { waitUntil: "load" });
          assert(response.status() === 200, `answered ${response.status()}`);
          const cache = response.headers()["x-vercel-cache"];
          assert(["HIT", "STALE", "PRERENDER"].includes(cache), `the browser's answer was not from the cache (${cache})`);
          // React marks the document it hydrated; window.next is set by Next's client entry.
          await page.waitForFunction(() => Boolean(window.next) && Object.keys(document).some((key) => key.startsWith("__reactContainer$")), null, { timeout: 30_000 });
          await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
          const ran = await page.evaluate(() => window.__injected === true);
          if (inject) {
            assert(!ran, "the injected inline script ran");
            assert(violations.length > 0 && violations.every((v) => /inline script/i.test(v)), `expected only the injected script refused, saw: ${violations.join(" | ") || "no violation"}`);
          } else {
            assert(violations.length === 0, `violations on the page as served: ${violations.join(" | ")}`);
          }
        } finally {
          await context.close();
        }
      }
    });
  }
}

async function main() {
  if (!existsSync(path.join(TOOL_DIR, "run.sh"))) throw new Error(`vercel-local not found at ${TOOL_DIR} (set VERCEL_LOCAL_DIR)`);
  const databaseUrl = await prepareDatabase();
  const served = await buildAndServe(databaseUrl);
  if (served.skip) return served.skip;
  say(`build and first answers after ${seconds()} s`);
  await checkHeaders(served.answers);
  await checkTags(served.answers);
  await checkInBrowser(served.url);
  return null;
}

const watchdog = setTimeout(async () => {
  say(`stopped after ${TOTAL_LIMIT_MS / 1000} s (VERCEL_TEST_TIMEOUT_S)`);
  results.push({ name: "the whole run within its time limit", ok: false, error: "timed out" });
  await cleanUp();
  process.exit(finish());
}, TOTAL_LIMIT_MS);

// Stopped from outside (CI's timeout, Ctrl-C): stop what was started and put the build back first.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    say(`${signal}: stopping`);
    results.push({ name: "the whole run", ok: false, error: `stopped by ${signal}` });
    await cleanUp();
    process.exit(finish());
  });
}

let skip = null;
try {
  skip = await main();
} catch (error) {
  results.push({ name: "vercel-local run", ok: false, error: error.message });
  say(`FAIL ${error.message}`);
}
await cleanUp();
clearTimeout(watchdog);
process.exit(finish(skip));
