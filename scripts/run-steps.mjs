#!/usr/bin/env node
// `npm test`: runs the given npm scripts one after the other (typecheck, lint, Jest, build, Playwright), prints how
// long each took, and stops at the first that fails (its exit code is the run's).
// Usage: node scripts/run-steps.mjs typecheck lint test:unit build test:e2e
// Once the typecheck step has passed, the steps after it get TYPECHECK_PASSED=1: `next build` skips its own check of
// the same types (next.config.ts). Never inherited: only a typecheck passed in this run counts.
import { spawn } from "node:child_process";

const steps = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const took = [];
const started = Date.now();
delete process.env.TYPECHECK_PASSED;

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", step], { stdio: "inherit" });
    for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => child.kill(signal));
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function report() {
  console.log(`-- npm test steps: ${took.map(([step, ms, code]) => `${step} ${seconds(ms)}${code ? " (failed)" : ""}`).join(", ")}; total ${seconds(Date.now() - started)}`);
}

for (const step of steps) {
  console.log(`\n== npm test: ${step}`);
  const start = Date.now();
  const code = await run(step);
  took.push([step, Date.now() - start, code]);
  console.log(`-- ${step} took ${seconds(Date.now() - start)}${code ? ` and failed (exit code ${code})` : ""}`);
  if (code !== 0) {
    report();
    process.exit(code);
  }
  if (step === "typecheck") process.env.TYPECHECK_PASSED = "1";
}
report();
