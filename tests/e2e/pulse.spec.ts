import { expect, test } from "@playwright/test";
import { accessibilityProblems, pageOverflow, signInAsAdmin } from "./helpers";
import { preview } from "./site-helpers";

// A search on the (cached) search page is counted by its beacon, and the team reads the weekly
// pulse in the dashboard's Pulso tab on a 320 px phone: its charts with their numbers as tables, the drill-downs,
// the CSV, and no WCAG 2.1 AA problem axe can find.

test("a search is counted by its beacon, and the Pulso tab shows it at 320 px, readable and axe clean", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A visitor's search in Santa Ana for boarding (the page is served from cache after its first render).
  const visitor = await browser.newPage();
  const counted = visitor.waitForRequest((request) => request.url().includes("/api/pulse/searches?") && request.method() === "POST");
  await visitor.goto(preview("/busca?zona=santa-ana&servicio=hospedaje"));
  const beacon = await counted;
  expect(new URL(beacon.url()).searchParams.toString()).toMatch(/^zona=santa-ana&servicio=BOARDING&cero=[01]$/);
  expect((await beacon.response())?.status()).toBe(204);
  await visitor.close();

  await signInAsAdmin(page);
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/admin#pulso");
  await expect(page.getByRole("heading", { name: "Pulso", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Todo el piloto" })).toBeVisible();
  const santaAna = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Santa Ana", level: 3 }) });
  await expect(santaAna).toBeVisible();
  await expect(santaAna.getByText(/Esta semana: [1-9]\d* búsquedas?/)).toBeVisible();
  // Each chart has its numbers as a table.
  await santaAna.getByText("Ver los números de Búsquedas en Santa Ana").click();
  const numbers = santaAna.getByRole("table", { name: /Búsquedas en Santa Ana, por semana/ });
  await expect(numbers.getByRole("columnheader", { name: "Búsquedas" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Búsquedas por semana: Búsquedas esta semana [1-9]/ })).toBeVisible();
  // The drill-downs and the CSV.
  await expect(page.getByRole("heading", { name: "Respuestas lentas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Búsquedas sin resultados" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Exportar CSV del pulso" })).toHaveAttribute("href", "/api/admin/pulse/csv?weeks=12");
  const csv = await page.request.get("/api/admin/pulse/csv?weeks=12");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Santa Ana;");

  await page.getByRole("heading", { name: "Búsquedas sin resultados" }).scrollIntoViewIfNeeded();
  await expect(page.getByText("Cargando", { exact: false })).toHaveCount(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityProblems(page)).toBe("");
});
