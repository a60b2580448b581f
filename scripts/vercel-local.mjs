// The project built by the Vercel CLI and served behind vercel-local's model of Vercel's edge (tools/vercel-local):
// shared by the Vercel check (scripts/test-vercel.mjs) and the bench's edge part (scripts/bench-edge.mjs).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const TOOL_DIR = path.resolve(process.env.VERCEL_LOCAL_DIR || "tools/vercel-local");
/** Where `vercel build` writes Next's build (next.config.ts `distDir`): never .next, which `npm start` serves. */
export const VERCEL_DIST_DIR = ".next-vercel";

/** Runs a command, echoing and keeping its output; stopped (SIGTERM to it, which run.sh traps) after `timeoutMs`. */
export function runEchoing(command, args, { env, timeoutMs, label }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => {
      keep(`\n[${label}] ${path.basename(command)} still running after ${timeoutMs / 1000} s: stopped\n`);
      child.kill("SIGTERM");
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Builds with `vercel build --prod` (unless `noBuild`) into VERCEL_DIST_DIR, serves the output behind the edge model
 * (left running) and requests each of `paths` twice. Answers { url, runDir, answers } (run.sh's --json results),
 * { skip } when the Vercel CLI could not be installed; throws with run.sh's last error lines otherwise.
 * `stops` receives the function that stops the edge model.
 */
export async function serveThroughEdge({ databaseUrl, paths, work, timeoutMs, noBuild = false, label, stops }) {
  // The Vercel CLI would run `npm install` first: node_modules is already there, so skip it. Its Next builder reads
  // the build from the project's "Output Directory" (.next unless set): point it at ours, or it packs whatever
  // `npm run build` left in .next — the build the e2e step may be serving meanwhile — or fails without one.
  const project = existsSync(".vercel/project.json") ? JSON.parse(readFileSync(".vercel/project.json", "utf8")) : {};
  mkdirSync(".vercel", { recursive: true });
  writeFileSync(
    ".vercel/project.json",
    JSON.stringify({
      projectId: "prj_vercel_local",
      orgId: "team_vercel_local",
      ...project,
      settings: { ...project.settings, framework: "nextjs", installCommand: "", outputDirectory: VERCEL_DIST_DIR },
    }),
  );
  const json = path.join(work, "results.json");
  const args = ["--keep", "--json", json, "--html", path.join(work, "html"), ...paths];
  if (noBuild) args.unshift("--no-build");
  const env = {
    // Its own build folder: `npm start`'s build in .next stays as it is, and may be serving the e2e tests meanwhile.
    NEXT_DIST_DIR: VERCEL_DIST_DIR,
    DATABASE_URL: databaseUrl,
    SITE_LAUNCHED: "true",
    SITE_URL: "https://huellitas.example",
    AUTH_SECRET: "vercel-local-test-secret-0123456789abcdef0123",
    BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_localtest_0123456789",
  };
  const tool = await runEchoing(path.join(TOOL_DIR, "run.sh"), args, { env, timeoutMs, label });
  const runDir = /^VERCEL_LOCAL_RUN=(.+)$/m.exec(tool.output)?.[1];
  if (runDir) stops.push(() => runEchoing(path.join(TOOL_DIR, "run.sh"), ["--stop", runDir], { env: {}, timeoutMs: 60_000, label }));
  if (/CLI install failed/.test(tool.output)) return { skip: "the Vercel CLI could not be installed (npm could not install vercel into the tool's cache)" };
  if (tool.code !== 0 || !runDir) {
    const said = tool.output.trim().split("\n").filter((line) => /error|fail|vercel-local:/i.test(line)).slice(-3);
    throw new Error(`vercel-local's run.sh failed (exit ${tool.code}): ${said.join(" / ") || "it printed no error"}`);
  }
  return { url: /^VERCEL_LOCAL_URL=(.+)$/m.exec(tool.output)[1], runDir, answers: JSON.parse(readFileSync(json, "utf8")) };
}
