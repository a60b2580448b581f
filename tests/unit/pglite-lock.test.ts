/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { holdPgliteDir, pgliteLockPath, releasePgliteDir } from "@/lib/pglite-lock.mjs";

// Issue 40, item 4: a second start on the same embedded database (`npm start`, `npm run dev`, `db:prepare`,
// `db:seed`) opened a folder a running server held, and after the next crash it never opened again. The folder is
// now held by one process at a time: another refuses at once, naming the holder, and leaves it untouched; a holder
// killed with -9 is taken over.

const LOCK_MODULE = path.join(process.cwd(), "lib/pglite-lock.mjs");
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
