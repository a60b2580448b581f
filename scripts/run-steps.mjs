#!/usr/bin/env node
// `npm test`: runs the given npm scripts one after the other (typecheck, lint, Jest, build, Playwright), prints how
// long each took, and stops at the first that fails (its exit code is the run's). Steps joined by "+" run at the
// same time (each single-threaded checker then has a core of its own); each one's output is printed whole when it ends.
// Usage: node scripts/run-steps.mjs typecheck+lint test:unit build test:e2e
import { spawn } from "node:child_process";

const steps = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const took = [];
const started = Date.now();

/** Runs one npm script; `held` keeps its output until it ends (for scripts running side by side). */
function run(script, { held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => child.kill(signal));
    const end = (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on("error", () => end(1));
    child.on("close", (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

function report() {
  console.log(`-- npm test steps: ${took.map(([step, ms, code]) => `${step} ${seconds(ms)}${code ? " (failed)" : ""}`).join(", ")}; total ${seconds(Date.now() - started)}`);
}

for (const step of steps) {
  const scripts = step.split("+");
  console.log(`\n== npm test: ${scripts.join(" and ")}`);
  const codes = await Promise.all(
    scripts.map(async (script) => {
      const start = Date.now();
      const code = await run(script, { held: scripts.length > 1 });
      took.push([script, Date.now() - start, code]);
      console.log(`-- ${script} took ${seconds(Date.now() - start)}${code ? ` and failed (exit code ${code})` : ""}`);
      return code;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    report();
    process.exit(failed);
  }
}
report();
