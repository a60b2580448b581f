import { expect, test } from "@playwright/test";
import { mainThreadIdle, recordCspViolations } from "./helpers";

test.describe("security headers", () => {
  for (const path of ["/", "/preview", "/portal", "/admin", "/api/sitters", "/sitters/maria-jose-hernandez.svg"]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("DENY");
      if (!path.includes(".")) expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    });
  }

  test("pages run under the policy: per-request pages by nonce, cached ones by hash, nothing blocked", async ({ page }) => {
    test.setTimeout(60_000); // ten page loads
    const recorded = await recordCspViolations(page);
    // The booking form with a family's invitation (a well-formed token that opens none): rendered for them alone.
    for (const path of ["/portal", "/admin", `/preview/reservar?sitter=1&invitacion=${"x".repeat(32)}`]) {
      const response = await page.goto(path);
      const csp = response!.headers()["content-security-policy"];
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      const scripts = await page.locator("script[src]").evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).nonce));
      expect(scripts.length).toBeGreaterThan(0);
      for (const scriptNonce of scripts) expect(scriptNonce).toBe(nonce);
    }
    // Cached pages: one HTML for everyone, so no nonce; their inline scripts are listed by hash.
    for (const path of ["/", "/preview", "/preview/reservar?sitter=1"]) {
      const response = await page.goto(path);
      const csp = response!.headers()["content-security-policy"];
      expect(csp).not.toContain("'nonce-");
      const inline = await page.locator("script:not([src]):not([type])").count();
      expect(inline).toBeGreaterThan(0);
      expect(csp.match(/'sha256-/g)?.length ?? 0).toBeGreaterThan(0);
    }
    // Interaction proves the client code runs: the coming-soon button opens its form, which validates.
    await page.goto("/");
    await page.getByRole("button", { name: "Únete como cuidador temprano" }).click();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("El nombre es obligatorio")).toBeVisible();
    expect(await recorded()).toEqual([]);
    for (const path of ["/preview/unete", "/preview/reservar?sitter=1", "/portal"]) {
      // Loaded, and the main thread idle once (hydration and the effects on mount have run). Not "networkidle": when the
      // links still prefetched, Chromium settled their doubled requests only after about 25 s on a second visit.
      await page.goto(path);
      await mainThreadIdle(page);
      expect(await recorded()).toEqual([]);
    }
  });
});
