/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// `npm start` and `npm run dev` first prepare the embedded database in PGLITE_DIR. A folder that user cannot write
// made PGlite fail with "ErrnoError { errno: 2 }" and nothing else: now the line names the folder and the fix.

// A folder this process cannot write: read-only for an ordinary user; root writes anywhere but in /proc.
function unwritableFolder(): { dir: string; cleanUp: () => void } {
  if (process.getuid?.() === 0) return { dir: "/proc/self/fdinfo", cleanUp: () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), "huellitas-read-only-"));
  chmodSync(dir, 0o555);
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

it("db:prepare with a PGLITE_DIR it cannot write exits 1 naming the folder and what to set", () => {
  const { dir, cleanUp } = unwritableFolder();
  try {
    const result = spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/prepare-db.ts"], {
      encoding: "utf8",
      env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PGLITE_DIR: dir },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`[db] could not prepare the embedded database: Error: ${dir} cannot be written (`);
    expect(result.stderr).toContain("set PGLITE_DIR to a folder this user can write, or DATABASE_URL.");
  } finally {
    cleanUp();
  }
});
