/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { holdPgliteDir, pgliteLockPath, releasePgliteDir } from "@/lib/database/pglite-lock.mjs";

// A second start on the same embedded database (`npm start`, `npm run dev`, `db:prepare`,
// `db:seed`) opened a folder a running server held, and after the next crash it never opened again. The folder is
// now held by one process at a time: another refuses at once, naming the holder, and leaves it untouched; a holder
// killed with -9 is taken over.

const LOCK_MODULE = path.join(process.cwd(), "lib/database/pglite-lock.mjs");
let base: string;
beforeEach(() => {
  base = mkdtempSync(path.join(os.tmpdir(), "huellitas-lock-"));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** Another process that holds `dir`, as a running server does; resolves once it holds it. */
function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", `const m = await import(${JSON.stringify(LOCK_MODULE)}); m.holdPgliteDir(${JSON.stringify(dir)}); console.log("held"); setInterval(() => {}, 1000);`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve(child));
    child.on("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
}
const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.on("exit", () => resolve()), child.kill("SIGKILL")));

const prepare = (dir: string) =>
  spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/prepare-db.ts"], {
    encoding: "utf8",
    env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PGLITE_DIR: dir },
    timeout: 90_000,
  });

it("refuses a folder another live process holds, naming it; takes it over once that process is gone", async () => {
  const dir = path.join(base, "pglite");
  const server = await holder(dir);
  try {
    expect(() => holdPgliteDir(dir)).toThrow(new RegExp(`in use by process ${server.pid} .*Nothing was opened`));
  } finally {
    await killed(server);
  }
  // Killed with -9: its lock stays behind, names a process that is gone, and is taken over.
  expect(existsSync(pgliteLockPath(dir))).toBe(true);
  holdPgliteDir(dir);
  holdPgliteDir(dir); // this process again: nothing to do
  releasePgliteDir(dir);
  expect(existsSync(pgliteLockPath(dir))).toBe(false);
});

it("db:prepare while a server holds the folder exits 1 naming the server and leaves the folder untouched; after a kill -9 it prepares it", async () => {
  const dir = path.join(base, "pglite");
  const server = await holder(dir);
  // What a running server's folder holds: prepare must not open it (PGlite would write its files).
  writeFileSync(path.join(base, "marker"), "x");
  try {
    const refused = prepare(dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`in use by process ${server.pid}`);
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(base).sort()).toEqual(["marker", "pglite.lock"]);
  } finally {
    await killed(server);
  }
  const prepared = prepare(dir);
  expect([prepared.status, prepared.stderr]).toEqual([0, expect.any(String)]);
  expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
  // Its own lock went with it.
  expect(existsSync(pgliteLockPath(dir))).toBe(false);
});

/**
 * A process that loads the lock's module, says "ready", and on a line with a moment (ms) waits for it and tries to
 * hold `dir` then: answers "held" (and keeps it until killed) or "refused".
 */
function contender(dir: string): Promise<{ child: ChildProcess; answer: Promise<string> }> {
  const code = `
    const m = await import(${JSON.stringify(LOCK_MODULE)});
    let line = "";
    process.stdin.on("data", (chunk) => {
      line += chunk;
      if (!line.includes("\\n")) return;
      const at = Number(line);
      while (Date.now() < at);
      let answer;
      try { m.holdPgliteDir(${JSON.stringify(dir)}); answer = "held"; } catch (error) { answer = /in use by process/.test(error.message) ? "refused" : "error: " + error.message; }
      process.stdout.write(answer + "\\n");
    });
    process.stdout.write("ready\\n");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  const lines = new Promise<string[]>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const done = out.split("\n").filter(Boolean);
      if (done.length >= 2) resolve(done);
    });
    child.on("exit", (code) => reject(new Error(`a contender exited with ${code}: ${out}`)));
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", () => resolve({ child, answer: lines.then((done) => done[1]) }));
    child.on("exit", (code) => reject(new Error(`a contender exited with ${code}`)));
  });
}

it("eight processes starting in the same millisecond against a lock a dead process left: exactly one takes it, every round", async () => {
  const dir = path.join(base, "pglite");
  const dead = Number(spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" }).stdout.trim());
  for (let round = 1; round <= 8; round++) {
    // What a server killed with -9 leaves: its PID (gone), its start time, when it took the folder.
    writeFileSync(pgliteLockPath(dir), JSON.stringify({ pid: dead, started: "12345", command: "next start", since: new Date(Date.now() - round * 60_000).toISOString() }));
    const contenders = await Promise.all(Array.from({ length: 8 }, () => contender(dir)));
    try {
      const at = Date.now() + 150;
      for (const { child } of contenders) child.stdin!.write(`${at}\n`);
      const answers = await Promise.all(contenders.map(({ answer }) => answer));
      expect([round, answers.filter((answer) => answer === "held").length, answers.filter((answer) => answer !== "held" && answer !== "refused")]).toEqual([round, 1, []]);
    } finally {
      await Promise.all(contenders.map(({ child }) => killed(child)));
    }
  }
  // Nothing but the lock is left beside the folder (no claim or half-written file).
  expect(readdirSync(base)).toEqual(["pglite.lock"]);
}, 180_000);

const unlock = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, ["scripts/db-unlock.mjs", ...args], { encoding: "utf8", env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", PGLITE_DIR: dir }, timeout: 30_000 });

it("a lock naming a running process it cannot tell apart (no start time) says which and how to release it; db:unlock releases it only with --force", async () => {
  const dir = path.join(base, "pglite");
  // Some process that reuses the PID a crashed server's lock names, on a system that keeps no start times.
  const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  try {
    writeFileSync(pgliteLockPath(dir), JSON.stringify({ pid: other.pid, command: "next start", since: "2026-01-01T00:00:00.000Z" }));
    expect(() => holdPgliteDir(dir)).toThrow(new RegExp(`locked by process ${other.pid} \\(next start, since 2026-01-01T00:00:00.000Z\\)\\. .*cannot tell .*npm run db:unlock -- --force`));
    const refused = unlock(dir);
    expect([refused.status, refused.stderr]).toEqual([1, expect.stringMatching(new RegExp(`a process ${other.pid} is running now: «.*setInterval.*».* --force\`\\. Nothing was released`))]);
    expect(existsSync(pgliteLockPath(dir))).toBe(true);
    const forced = unlock(dir, "--force");
    expect([forced.status, forced.stdout]).toEqual([0, expect.stringContaining(`Released the lock of ${dir} (process ${other.pid} (next start`)]);
    holdPgliteDir(dir);
    releasePgliteDir(dir);
  } finally {
    await killed(other);
  }
  expect(unlock(dir).stdout).toContain("is not locked: nothing to release.");
});

it("db:unlock never releases a running server's lock, even forced, and releases a dead one's at once", async () => {
  const dir = path.join(base, "pglite");
  const server = await holder(dir);
  try {
    const refused = unlock(dir, "--force");
    expect([refused.status, refused.stderr]).toEqual([1, expect.stringContaining(`process ${server.pid} (`)]);
    expect(refused.stderr).toContain("stop it, and its lock goes with it. Nothing was released.");
  } finally {
    await killed(server);
  }
  const released = unlock(dir);
  expect([released.status, released.stdout]).toEqual([0, expect.stringContaining(`Released the lock of ${dir} (process ${server.pid} (`)]);
  expect(readdirSync(base)).toEqual([]);
});

it("uploads:sweep beside a server on the embedded database stops at once, saying the server's daily run does the sweep, and opens nothing", async () => {
  const dir = path.join(base, "pglite");
  const server = await holder(dir);
  try {
    const sweep = spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/sweep-uploads.ts"], {
      encoding: "utf8",
      env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PGLITE_DIR: dir, UPLOAD_DIR: path.join(base, "uploads") },
      timeout: 90_000,
    });
    expect(sweep.status).toBe(1);
    expect(sweep.stderr).toContain(`in use by process ${server.pid}`);
    expect(sweep.stderr).toContain("its daily run does this sweep: call it with the cron secret");
    expect(sweep.stderr).toContain("/api/cron/bookings");
    expect(readdirSync(base)).toEqual(["pglite.lock"]);
  } finally {
    await killed(server);
  }
});
