/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { forbiddenSettingLines, missingSettings, refusalLine } from "@/lib/site/required-settings";

// A deployment without a setting people depend on refuses to start, naming it in one Spanish line — before
// "Ready", not at the first visitor.

const VERCEL_OK = { VERCEL: "1", VERCEL_URL: "huellitas.vercel.app", DATABASE_URL: "postgresql://u:p@db/huellitas", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x", AUTH_SECRET: "x".repeat(32) };
const asEnv = (env: Record<string, string>) => ({ NODE_ENV: "production", ...env }) as NodeJS.ProcessEnv;
const names = (env: Record<string, string>) => missingSettings(asEnv(env)).map((setting) => setting.name);

describe("missingSettings", () => {
  it("needs SITE_URL on a server of our own", () => {
    expect(names({})).toEqual(["SITE_URL"]);
    expect(names({ SITE_URL: "https://huellitas.sv" })).toEqual([]);
    expect(names({ SITE_URL: "no es una dirección" })).toEqual(["SITE_URL"]);
  });

  it.each(["DATABASE_URL", "BLOB_READ_WRITE_TOKEN", "AUTH_SECRET"])("needs %s on Vercel", (name) => {
    expect(names(VERCEL_OK)).toEqual([]);
    expect(names({ ...VERCEL_OK, [name]: " " })).toEqual([name]);
  });

  it("says it refused to start and names every missing setting", () => {
    const line = refusalLine(missingSettings(asEnv({ VERCEL: "1" })));
    expect(line).toMatch(/^\[huellitas\] No se inició el servidor: falta SITE_URL, DATABASE_URL, BLOB_READ_WRITE_TOKEN, AUTH_SECRET \(/);
  });
});

describe("forbiddenSettingLines", () => {
  it("names TEST_CLOCK unless the server is a test server on this machine", () => {
    expect(forbiddenSettingLines(asEnv({ SITE_URL: "https://huellitas.sv" }))).toEqual([]);
    expect(forbiddenSettingLines(asEnv({ SITE_URL: "https://huellitas.sv", TEST_CLOCK: "on" }))).toHaveLength(1);
    expect(forbiddenSettingLines(asEnv({ SITE_URL: "http://localhost:3000", TEST_CLOCK: "yes" }))).toHaveLength(1);
    expect(forbiddenSettingLines(asEnv({ SITE_URL: "http://localhost:3000", TEST_CLOCK: "on" }))).toEqual([]);
  });
});

describe("scripts/check-settings.ts (run by npm start and vercel-build)", () => {
  const run = (env: Record<string, string>) =>
    spawnSync(path.join(process.cwd(), "node_modules/.bin/tsx"), ["scripts/check-settings.ts"], {
      encoding: "utf8",
      env: asEnv({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }),
      timeout: 60_000,
    });

  it("exits 1 with the refusal line when SITE_URL is missing", () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^\[huellitas\] No se inició el servidor: falta SITE_URL \(/);
  });

  it("on Vercel without Blob, exits 1 naming BLOB_READ_WRITE_TOKEN", () => {
    const result = run({ ...VERCEL_OK, BLOB_READ_WRITE_TOKEN: "" });
    expect([result.status, result.stderr]).toEqual([1, expect.stringContaining("falta BLOB_READ_WRITE_TOKEN (")]);
  });

  it("refuses the test clock on a public address, on Vercel, and everywhere else but a loopback test server", () => {
    for (const env of [{ SITE_URL: "https://huellitas.sv", TEST_CLOCK: "on" }, { ...VERCEL_OK, SITE_URL: "http://127.0.0.1:3000", TEST_CLOCK: "on" }]) {
      const result = run(env);
      expect([result.status, result.stderr.trim()]).toEqual([1, expect.stringMatching(/^\[huellitas\] No se inició el servidor: TEST_CLOCK solo vale para pruebas/)]);
    }
    expect(run({ SITE_URL: "http://127.0.0.1:3100", TEST_CLOCK: "on" }).status).toBe(0);
  });

  it("passes quietly when everything is set", () => {
    const result = run({ SITE_URL: "https://huellitas.sv" });
    expect([result.status, result.stderr]).toEqual([0, ""]);
  });
});
