// Example test on top of run.sh: builds the project as Vercel would, requests public pages twice through the edge
// model, and checks the policy of the SECOND (cached) answer: some policy must not allow every inline script
// (hashes or a nonce, not a bare 'unsafe-inline'), and every policy must allow each inline script of the page.
//
//   DATABASE_URL=postgresql://... node --test tools/vercel-local/csp-check.test.mjs   (from the project root)
// CSP_CHECK_PATHS="/ /faq" picks the pages; CSP_CHECK_RUN_ARGS="--no-build" adds options for run.sh;
// CSP_CHECK_JSON=file reads the result of an earlier `run.sh --json file --html dir` instead of running it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const paths = (process.env.CSP_CHECK_PATHS ?? "/ /busca /faq").split(/\s+/).filter(Boolean);

function runTool() {
  if (process.env.CSP_CHECK_JSON) return JSON.parse(readFileSync(process.env.CSP_CHECK_JSON, "utf8"));
  const dir = mkdtempSync(path.join(tmpdir(), "csp-check-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const json = path.join(dir, "results.json");
  const tool = new URL("./run.sh", import.meta.url).pathname;
  const extra = (process.env.CSP_CHECK_RUN_ARGS ?? "").split(/\s+/).filter(Boolean);
  const args = [...extra, "--json", json, "--html", path.join(dir, "html"), ...paths];
  const run = spawnSync(tool, args, { stdio: "inherit", timeout: 20 * 60_000 });
  assert.equal(run.status, 0, "run.sh failed");
  return JSON.parse(readFileSync(json, "utf8"));
}

// { directive: [sources] } for each policy; a header may hold several policies separated by commas.
const policies = (headers) =>
  headers.flatMap((h) => h.split(",")).map((policy) =>
    Object.fromEntries(policy.split(";").map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...src]) => [name.toLowerCase(), src])));
const scriptSources = (p) => p["script-src-elem"] ?? p["script-src"] ?? p["default-src"] ?? null;
function anyInline(p) {
  const src = scriptSources(p);
  if (!src) return true;
  const pinned = src.some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
  return src.includes("'unsafe-inline'") && !pinned;
}
function allows(p, script) {
  if (anyInline(p)) return true;
  const src = scriptSources(p);
  const hash = `'sha256-${createHash("sha256").update(script.body, "utf8").digest("base64")}'`;
  return src.includes(hash) || (script.nonce !== null && src.includes(`'nonce-${script.nonce}'`));
}
const inlineScripts = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs))
    .map(([, attrs, body]) => ({ body, nonce: /\bnonce="([^"]*)"/i.exec(attrs)?.[1] ?? null }));

const results = runTool();
for (const p of paths) {
  test(`cached ${p}: the policy pins its inline scripts`, () => {
    const cached = results.find((r) => r.path === p && r.n === 2);
    assert.ok(cached && cached.status === 200, `second request for ${p} did not answer 200`);
    assert.ok(["HIT", "STALE", "PRERENDER"].includes(cached.xVercelCache), `second request for ${p} was not served from the cache (${cached.xVercelCache})`);
    const list = policies(cached.csp);
    assert.ok(list.some((pol) => !anyInline(pol)), `only a bare 'unsafe-inline' guards ${p}: ${cached.csp.join(" || ")}`);
    const scripts = inlineScripts(readFileSync(cached.file, "utf8"));
    for (const [i, script] of scripts.entries()) {
      assert.ok(list.every((pol) => allows(pol, script)), `inline script ${i + 1} of ${scripts.length} on ${p} is blocked by a policy`);
    }
  });
}
