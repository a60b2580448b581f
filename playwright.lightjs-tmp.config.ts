import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium.mjs";
export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "/tmp/lightjs-pw",
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: { locale: "es-SV", timezoneId: "America/El_Salvador", launchOptions: { executablePath: chromiumPath(), args: ["--disable-gpu"] } },
  projects: [{ name: "gated", use: { ...devices["Desktop Chrome"], baseURL: "http://127.0.0.1:3450", launchOptions: { executablePath: chromiumPath() } } }],
});
