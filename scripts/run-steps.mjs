#!/usr/bin/env node
// `npm test`: runs the given npm scripts one after the other (typecheck, lint, Jest, build, Playwright), prints how
// long each took, and stops at the first that fails (its exit code is the run's). Steps joined by "+" run side by
// side (each mostly on one core, so two cores take both at once); their output is printed whole, one after the other.
// Usage: node scripts/run-steps.mjs typecheck+lint test:unit build test:e2e
// NPM_TEST_BESIDE_E2E (below) adds a step beside the e2e one.
// Once the typecheck step has passed, the steps after it get TYPECHECK_PASSED=1: `next build` skips its own check of
// the same types (next.config.ts). Never inherited: only a typecheck passed in this run counts.
import { spawn } from "node:child_process";

// NPM_TEST_BESIDE_E2E=<npm script> runs that script side by side with the e2e step (.ci/run: the Vercel check, whose
// build fills the cores while the browsers and servers of the e2e step wait on each other).
const beside = process.env.NPM_TEST_BESIDE_E2E?.trim();
const steps = process.argv.slice(2).map((step) => (beside && step === "test:e2e" ? `test:e2e+${beside}` : step));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const took = [];
const started = Date.now();
delete process.env.TYPECHECK_PASSED;

/** Runs one npm script; `collect` keeps its output (stdout and stderr, in order) instead of passing it through. */
function run(step, collect) {
  return new Promise((resolve) => {
    // The step beside the e2e one yields the cores to it (nice 15): the e2e tests keep their pace, and it takes the rest.
    const [command, args] = step === beside && process.platform === "linux" ? ["nice", ["-n", "15", npm, "run", step]] : [npm, ["run", step]];
    const child = spawn(command, args, { stdio: collect ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (collect) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => collect.push(chunk));
    for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => child.kill(signal));
    child.on("error", () => resolve(1));
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a step, or a "+" group side by side; answers each step's exit code and time, printing as it goes. */
async function runGroup(group) {
  const names = group.split("+");
  if (names.length === 1) {
    console.log(`\n== npm test: ${group}`);
    const start = Date.now();
    const code = await run(group);
    return [[group, Date.now() - start, code]];
  }
  console.log(`\n== npm test: ${names.join(" and ")}, side by side`);
  return Promise.all(
    names.map(async (name) => {
      const start = Date.now();
      const output = [];
      const code = await run(name, output);
      const ms = Date.now() - start;
      process.stdout.write(`\n== npm test: ${name} (side by side)\n${Buffer.concat(output).toString()}`);
      console.log(`-- ${name} took ${seconds(ms)}${code ? ` and failed (exit code ${code})` : ""}`);
      return [name, ms, code];
    }),
  );
}

function report() {
  console.log(`-- npm test steps: ${took.map(([step, ms, code]) => `${step} ${seconds(ms)}${code ? " (failed)" : ""}`).join(", ")}; total ${seconds(Date.now() - started)}`);
}

for (const group of steps) {
  const start = Date.now();
  const results = await runGroup(group);
  took.push(...results);
  if (results.length === 1) console.log(`-- ${group} took ${seconds(Date.now() - start)}${results[0][2] ? ` and failed (exit code ${results[0][2]})` : ""}`);
  else console.log(`-- ${group} took ${seconds(Date.now() - start)} side by side`);
  const failed = results.find(([, , code]) => code !== 0);
  if (failed) {
    report();
    process.exit(failed[2]);
  }
  if (results.some(([name]) => name === "typecheck")) process.env.TYPECHECK_PASSED = "1";
}
report();
