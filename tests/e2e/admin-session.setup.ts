import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { E2E_ADMIN, E2E_ADMIN_SESSION } from "../../playwright.config";
import { fillLogin } from "./helpers";

// The team's one sign-in of the run, through the real form at /admin: the gated tests that need the admin reuse this
// session (signInAsAdmin in helpers.ts). The sign-in tests (admin.spec, portal.spec) still sign in through the form,
// each its own session, and the caregivers the tests create sign in themselves.
setup("the admin signs in through the form once for the run", async ({ page, baseURL }) => {
  await page.goto("/admin");
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
  const { cookies } = await page.context().storageState();
  mkdirSync(path.dirname(E2E_ADMIN_SESSION), { recursive: true });
  writeFileSync(E2E_ADMIN_SESSION, JSON.stringify({ baseURL, cookies }));
});
