/** @jest-environment node */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

describe("prisma/migrations", () => {
  it("match schema.prisma (a schema change without its migration fails here)", async () => {
    const { stdout } = await run(process.execPath, ["scripts/db-migration.mjs", "--check"], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    expect(stdout).toContain("schema.prisma matches prisma/migrations.");
    // The WASM schema engine replays every migration into an in-memory database: slow on a busy 2-core machine.
  }, 120_000);
});
