import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./scripts/chromium.mjs";

const GATED_PORT = Number(process.env.E2E_PORT || 3100);
const LAUNCHED_PORT = GATED_PORT + 1;

/** Credentials of the admin the e2e servers create (test-only values, never used elsewhere). */
export const E2E_ADMIN = { email: "admin@e2e.huellitas.test", password: "e2e-Admin-Clave-2026" };

/**
 * Where the admin-session project keeps the admin's session, signed in once per run through the form on the gated
 * server (tests/e2e/admin-session.setup.ts); signInAsAdmin() (tests/e2e/helpers.ts) hands it to the tests.
 */
export const E2E_ADMIN_SESSION = ".data/e2e-admin-session.json";

/** The SMTP server the booking-loop e2e test starts (the gated server sends its e-mail there), and the cron secret. */
export const E2E_MAIL = { port: GATED_PORT + 326, user: "e2e", password: "clave-smtp-e2e", cronSecret: "e2e-secreto-de-tareas-programadas-0123456789" };

const serverEnv = {
  NEXT_TELEMETRY_DISABLED: "1",
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Every e2e request comes from one client: the throttle has its own Jest tests.
  PUBLIC_FORM_RATE_LIMIT: "1000",
  // A test may move the booking rules' clock for its own requests (lib/dates/clock.ts): nobody waits for real time.
  TEST_CLOCK: "on",
};

const launchOptions = {
  executablePath: testBrowserPath(),
  args: [
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./.test-reports/playwright-artifacts",
  // Two spec files at a time (the tests of a file run in order): every spec makes the data it needs and asserts
  // relative to it, so files do not depend on each other (tests/e2e/helpers.ts, site-helpers.ts). E2E_WORKERS=1 runs
  // them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  // Two spec files at once share the 2 cores with both servers and two browsers: a test's steps take up to about
  // twice as long as alone, so its budget is twice the old 30 s (tests that set their own keep theirs).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A run that cannot hang or drag on: the whole suite takes about 9 minutes with 2 workers, so it is stopped after
  // 20 minutes (E2E_GLOBAL_TIMEOUT, in seconds) and after 15 failed tests (E2E_MAX_FAILURES; 0 = no cap), leaving .ci/run the
  // time to print its summary, which counts the tests cut short and the ones that never ran (scripts/test-summary.mjs).
  globalTimeout: Number(process.env.E2E_GLOBAL_TIMEOUT || 20 * 60) * 1000,
  maxFailures: Number(process.env.E2E_MAX_FAILURES ?? 15),
  reporter: [["list"], ["json", { outputFile: ".test-reports/playwright.json" }]],
  use: {
    // A failed test keeps one screenshot and the page's accessibility tree (error-context.md) of the moment it failed.
    // Traces (each step's DOM, network and console) are recorded only with E2E_TRACE=1: recording them for every test,
    // kept or not, cost 12-13 % of the e2e step's CPU and time (docs/toolchain.md). When a test fails in CI, run it
    // again with E2E_TRACE=1. No screencast either way: its frames kept each browser compositing all run long.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false } : "off",
    screenshot: "only-on-failure",
    locale: "es-SV",
    timezoneId: "America/El_Salvador",
    launchOptions,
  },
  projects: [
    {
      // The team signs in through the real form once; the gated tests reuse that session (signInAsAdmin).
      name: "admin-session",
      testMatch: /admin-session\.setup\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${GATED_PORT}`, launchOptions },
    },
    {
      name: "gated",
      testIgnore: /launched\.spec\.ts/,
      dependencies: ["admin-session"],
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${GATED_PORT}`, launchOptions },
    },
    {
      name: "launched",
      testMatch: /launched\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${LAUNCHED_PORT}`, launchOptions },
    },
  ],
  // Each server refuses to start, with "El puerto N ya está en uso: …", when something already listens on its port
  // (scripts/e2e-server.mjs): the tests must never run against whatever else answers there. For the same reason an
  // existing server is never reused; one that answers the URL already stops the run before the command starts.
  webServer: [
    {
      command: "node scripts/e2e-server.mjs gated",
      url: `http://127.0.0.1:${GATED_PORT}/api/sitters`,
      env: {
        ...serverEnv,
        PORT: String(GATED_PORT),
        SITE_LAUNCHED: "false",
        SITE_URL: `http://127.0.0.1:${GATED_PORT}`,
        SMTP_URL: `smtp://${E2E_MAIL.user}:${E2E_MAIL.password}@127.0.0.1:${E2E_MAIL.port}`,
        // The team's line; the launched server has none, and offers the e-mail instead (launched.spec).
        WHATSAPP_NUMBER: "+503 7000-0100",
        // The team's emergency phone (the Plan B box and the emergency sheet); the launched server has none.
        EMERGENCY_PHONE: "+503 2200-0100",
        MAIL_FROM: "Huellitas <hola@huellitas.sv>",
        TEAM_EMAIL: "equipo@e2e.huellitas.test",
        CRON_SECRET: E2E_MAIL.cronSecret,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs launched",
      url: `http://127.0.0.1:${LAUNCHED_PORT}/api/sitters`,
      env: { ...serverEnv, PORT: String(LAUNCHED_PORT), SITE_LAUNCHED: "true", SITE_URL: `http://127.0.0.1:${LAUNCHED_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});
