// A throwaway PostgreSQL cluster for the benchmark's burst on PostgreSQL (as CI's .ci/run starts one): Debian's
// postgresql package, a private data directory, a socket of its own, trust authentication, stopped at the end.
// Without the package (or when it does not start) the bench says so and skips that row.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
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

function runPg(command, args) {
  const [bin, argv] = asPostgres(command, args);
  return spawnSync(bin, argv, { stdio: "ignore" }).status === 0;
}

/** Starts a cluster; resolves to { url, stop } or null (with the reason) when there is no PostgreSQL here. */
export function startPostgres(port = 55532) {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const bin = pgBin();
  if (!bin) return { reason: "PostgreSQL is not installed (Debian's postgresql package)" };
  const dir = mkdtempSync(path.join(os.tmpdir(), "huellitas-bench-pg-"));
  if (process.getuid?.() === 0) spawnSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const started =
    runPg(`${bin}/initdb`, ["-D", data, "-U", "postgres", "--auth=trust"]) &&
    runPg(`${bin}/pg_ctl`, ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, "start"]);
  const stop = () => {
    runPg(`${bin}/pg_ctl`, ["-D", data, "-m", "immediate", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  };
  if (!started) {
    stop();
    return { reason: "the throwaway PostgreSQL cluster did not start" };
  }
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop };
}
