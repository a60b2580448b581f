// A throwaway PostgreSQL cluster for the benchmark's burst on PostgreSQL (as CI's .ci/run starts one): Debian's
// postgresql package, a private data directory, a socket of its own, trust authentication, stopped at the end.
// Without the package (or when it does not start) the bench says so and skips that row.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

function pgBin() {
  try {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
    return versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : null;
  } catch {
    return null;
  }
}

const asPostgres = (command, args) => (process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]);

/** Runs a PostgreSQL program; answers "" when it succeeded, else the last lines it printed. */
function runPg(command, args) {
  const [bin, argv] = asPostgres(command, args);
  const run = spawnSync(bin, argv, { encoding: "utf8" });
  if (run.status === 0) return "";
  return lastLines(`${run.stdout ?? ""}${run.stderr ?? ""}${run.error ? run.error.message : ""}`) || `${path.basename(command)} exited with ${run.status ?? run.signal}`;
}

/** A program's or a log's last lines, on one line: what an error message quotes. */
export const lastLines = (text, count = 3) => String(text).trim().split("\n").slice(-count).join(" / ");

const logEnd = (file) => {
  try {
    return lastLines(readFileSync(file, "utf8"));
  } catch {
    return "";
  }
};

/**
 * Starts a cluster; answers { url, stop }, or { reason } when there is no PostgreSQL here or it did not start. The
 * port may be taken meanwhile (ports from 32768 up are also the local end of outgoing connections): then the next
 * ports are tried.
 */
export function startPostgres(port = 55532) {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const bin = pgBin();
  if (!bin) return { reason: "PostgreSQL is not installed (Debian's postgresql package)" };
  const dir = mkdtempSync(path.join(os.tmpdir(), "huellitas-bench-pg-"));
  if (process.getuid?.() === 0) spawnSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const log = path.join(dir, "log");
  const stop = () => {
    runPg(`${bin}/pg_ctl`, ["-D", data, "-m", "immediate", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  };
  const initFailed = runPg(`${bin}/initdb`, ["-D", data, "-U", "postgres", "--auth=trust"]);
  if (initFailed) {
    stop();
    return { reason: `initdb failed: ${initFailed}` };
  }
  const tried = [];
  for (const candidate of [port, port + 7, port + 13]) {
    const failed = runPg(`${bin}/pg_ctl`, ["-D", data, "-l", log, "-w", "-o", `-p ${candidate} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, "start"]);
    if (!failed) return { url: `postgresql://postgres@127.0.0.1:${candidate}/postgres`, stop };
    tried.push(`port ${candidate}: ${logEnd(log) || failed}`);
  }
  stop();
  return { reason: `the throwaway PostgreSQL cluster did not start (${tried.join("; ")})` };
}
