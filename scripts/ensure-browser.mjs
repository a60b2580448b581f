#!/usr/bin/env node
// Before the e2e suite: make sure a Chromium exists. Installs Debian's chromium-headless-shell when running as root;
// otherwise stops with one clear line. Never skips the suite silently.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { testBrowserPath } from "./chromium.mjs";

function playwrightBrowser() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const found = testBrowserPath();
if (found && existsSync(found)) process.exit(0);
if (!process.env.CHROMIUM_PATH && playwrightBrowser()) process.exit(0);

if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("[e2e] No Chromium found: installing Debian's chromium-headless-shell package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell", { stdio: "inherit" });
  if (testBrowserPath()) process.exit(0);
}
console.error(
  "[e2e] No Chromium found: install it (`sudo apt-get install chromium-headless-shell`, or `npx playwright install chromium` where downloads work) or set CHROMIUM_PATH.",
);
process.exit(1);
