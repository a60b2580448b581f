import { expect, test, type Page } from "@playwright/test";
import { cancelBooking, hold, mainThreadIdle, recordPagesFetched, signInAsAdmin, waiveMeet } from "./helpers";
import { dayFromToday, expectSeededResults, main, preview, resultCards, SEEDED_SITTERS, seededCards } from "./site-helpers";

// Other specs publish profiles of their own meanwhile: each search asserts the seeded sitters it finds and that its
// title counts the cards shown (expectSeededResults), never the server's total.

const title = (page: Page) => page.getByRole("heading", { level: 1 });
const cards = resultCards;
const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name }) });

test.describe("search by dates, price and order", () => {
  test("from the hero's date to the results: a sitter with a confirmed stay those days is left out", async ({ page, request }) => {
    // María José confirms a boarding stay on days 150–152 from today (days no other spec books or searches).
    const stay = await request.post("/api/reservations", {
      data: { ownerName: "Rosa Elena Díaz", ownerEmail: "rosa@example.com", ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: 1, service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: dayFromToday(150), endDate: dayFromToday(152) },
    });
    expect(stay.status()).toBe(201);
    const { id: stayId, trackingUrl } = (await stay.json()) as { id: string; trackingUrl: string };
    try {
      await signInAsAdmin(request);
      await waiveMeet(request, trackingUrl);
      expect((await request.patch(`/api/admin/bookings/${stayId}`, { data: { status: "CONFIRMED" } })).status()).toBe(200);
      const maria = cardOf(page, "María José Hernández");

      await page.goto(preview("/"));
      await page.getByLabel("Fecha").fill(dayFromToday(151));
      await page.getByRole("button", { name: "Buscar" }).click();
      await expect(page).toHaveURL(`${preview("/busca")}?fecha=${dayFromToday(151)}`);
      await expectSeededResults(page, 11);
      await expect(maria).toHaveCount(0);
      await expect(page.getByLabel("Desde")).toHaveValue(dayFromToday(151));

      // A range that ends before her stay finds her; one that touches it does not.
      await page.getByLabel("Desde").fill(dayFromToday(146));
      await expect(page).toHaveURL(`${preview("/busca")}?fecha=${dayFromToday(146)}`);
      await expectSeededResults(page, 12);
      await page.getByLabel("Hasta").fill(dayFromToday(149));
      await expect(page).toHaveURL(`${preview("/busca")}?desde=${dayFromToday(146)}&hasta=${dayFromToday(149)}`);
      await expect(maria).toHaveCount(1);
      await page.getByLabel("Hasta").fill(dayFromToday(150));
      await expect(page).toHaveURL(`${preview("/busca")}?desde=${dayFromToday(146)}&hasta=${dayFromToday(150)}`);
      await expectSeededResults(page, 11);
      await expect(maria).toHaveCount(0);
      // The cards carry the dates to the profiles.
      await expect(cards(page).first().getByRole("link").first()).toHaveAttribute("href", new RegExp(`desde=${dayFromToday(146)}&hasta=${dayFromToday(150)}`));
    } finally {
      await cancelBooking(request, stayId);
    }
  });

  test("a price cap and an order, kept in the URL", async ({ page }) => {
    await page.goto(preview("/busca"));
    await page.getByLabel("Ordenar por").selectOption("precio");
    await expect(page).toHaveURL(`${preview("/busca")}?orden=precio`);
    const priceOf = (text: string) => Number(/\d+/.exec(text)![0]);
    const prices = async () => (await cards(page).getByText(/^Desde \$\d+/).allTextContents()).map(priceOf);
    await expectSeededResults(page, 12);
    const ordered = await prices();
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    // The seeded sitters at $15 or less, by their cards' prices.
    const seeded = seededCards(page);
    const cheapSeeded: string[] = [];
    for (let i = 0; i < (await seeded.count()); i++) {
      const card = seeded.nth(i);
      if (priceOf((await card.getByText(/^Desde \$\d+/).textContent())!) <= 15) cheapSeeded.push((await card.getByRole("heading").textContent())!);
    }

    await page.getByLabel("Precio máximo").selectOption("15");
    await expect(page).toHaveURL(`${preview("/busca")}?precioMax=15&orden=precio`);
    await expectSeededResults(page, cheapSeeded);
    for (const price of await prices()) expect(price).toBeLessThanOrEqual(15);
    // "Limpiar filtros" drops the cap and keeps the order.
    await page.getByRole("link", { name: "Limpiar filtros" }).click();
    await expect(page).toHaveURL(`${preview("/busca")}?orden=precio`);
  });
});

test.describe("search", () => {
  test("lists every sitter with a count title", async ({ page }) => {
    await page.goto(preview("/busca"));
    await expectSeededResults(page, SEEDED_SITTERS);
    await expect(page.getByRole("link", { name: "Limpiar filtros" })).toHaveCount(0);
  });

  test("renders SPEC's query parameters from the URL", async ({ page }) => {
    const cases: [string, number][] = [
      ["zona=antiguo-cuscatlan", 2],
      ["servicio=paseos", 7],
      ["gatos=1&grandes=1", 7],
      // Ratings (derived from the seed reviews) of 4.8 and up; the newcomer without a rating counts as 0.
      ["minRating=4.8", 3],
      ["zona=santa-tecla&servicio=guarderia&gatos=1", 1],
      // Values outside SPEC's lists are ignored.
      ["zona=miami&servicio=bano&minRating=3", 12],
      // The old hero's keys are understood too.
      ["department=San%20Miguel&service=BOARDING", 1],
    ];
    for (const [query, count] of cases) {
      await page.goto(`${preview("/busca")}?${query}`);
      await expectSeededResults(page, count, query);
    }
    await page.goto(`${preview("/busca")}?zona=antiguo-cuscatlan&minRating=4.5`);
    await expect(page.getByLabel("Zona")).toHaveValue("antiguo-cuscatlan");
    await expect(page.getByLabel("Calificación mínima")).toHaveValue("4.5");
    await expectSeededResults(page, ["Gabriela Alejandra Rivas", "Sofía Isabel Ramírez"]);
    await expect(seededCards(page).getByRole("heading")).toHaveText(["Gabriela Alejandra Rivas", "Sofía Isabel Ramírez"]);
  });

  test("a made-up address reads as the search the page offers: a price up to its step, no day beyond a year", async ({ page }) => {
    // Every address maps to one of a bounded set of searches: a cap of $17 is the page's "Hasta $20"…
    await page.goto(`${preview("/busca")}?precioMax=17&utm_source=prueba&pagina=999999`);
    await expect(page.getByLabel("Precio máximo")).toHaveValue("20");
    for (const price of await cards(page).getByText(/^Desde \$\d+/).allTextContents()) expect(Number(/\d+/.exec(price)![0])).toBeLessThanOrEqual(20);
    // …and a day more than 12 months ahead is no day at all: every sitter, the date field empty.
    await page.goto(`${preview("/busca")}?fecha=${dayFromToday(400)}`);
    await expect(page.getByLabel("Desde")).toHaveValue("");
    await expectSeededResults(page, SEEDED_SITTERS);
    await expect(page.getByLabel("Desde")).toHaveAttribute("max", dayFromToday(365));
  });

  test("the zona list follows the departamento, and a zona outside the chosen one goes", async ({ page }) => {
    await page.goto(`${preview("/busca")}?zona=santa-tecla`);
    await page.getByLabel("Departamento").selectOption({ label: "San Salvador" });
    await expect(page).toHaveURL(`${preview("/busca")}?departamento=san-salvador`);
    await expect(page.getByLabel("Zona").locator("option")).toHaveText(["Todas las zonas", "Escalón", "San Benito", "San Salvador", "San Francisco"]);
    await expect(page.getByLabel("Zona")).toHaveValue("");
  });

  test("the controls update the URL, and 'Limpiar filtros' clears them", async ({ page }) => {
    await page.goto(preview("/busca"));
    await page.getByLabel("Zona").selectOption({ label: "Santa Tecla" });
    await expect(page).toHaveURL(`${preview("/busca")}?zona=santa-tecla`);
    await expectSeededResults(page, 2);

    await page.getByLabel("Acepta gatos").check();
    await expect(page).toHaveURL(`${preview("/busca")}?zona=santa-tecla&gatos=1`);
    await expectSeededResults(page, ["Ricardo Ernesto Alvarado"]);

    await page.getByLabel("Calificación mínima").selectOption("4");
    await expect(page).toHaveURL(`${preview("/busca")}?zona=santa-tecla&gatos=1&minRating=4`);
    await expectSeededResults(page, 0);

    await page.getByRole("link", { name: "Limpiar filtros" }).click();
    await expect(page).toHaveURL(preview("/busca"));
    await expectSeededResults(page, 12);
    await expect(page.getByLabel("Zona")).toHaveValue("");
    await expect(page.getByLabel("Acepta gatos")).not.toBeChecked();

    // Back returns to the search before clearing.
    await page.goBack();
    await expect(page).toHaveURL(`${preview("/busca")}?zona=santa-tecla&gatos=1&minRating=4`);
    await expectSeededResults(page, 0);
  });

  test("shows 6 skeletons while new results load", async ({ page }) => {
    await page.goto(preview("/busca"));
    // Hold the server's answer for the next search until the loading state has been seen.
    const answer = hold();
    await page.route(/\/preview\/busca\?.*_rsc=/, async (route) => {
      await answer.released;
      await route.continue();
    });
    await page.getByLabel("Zona").selectOption({ label: "Escalón" });
    await expect(page.getByRole("status").filter({ hasText: "Cargando cuidadores…" })).toBeVisible();
    await expect(page.getByTestId("sitter-card-skeleton")).toHaveCount(6);
    answer.release();
    await expectSeededResults(page, 1);
    await expect(page.getByTestId("sitter-card-skeleton")).toHaveCount(0);
  });

  test("an empty result shows SPEC's message and a reset button", async ({ page }) => {
    // No spec publishes a profile in San Francisco: this search finds nobody, whatever runs alongside.
    await page.goto(`${preview("/busca")}?zona=san-francisco&grandes=1`);
    await expect(title(page)).toHaveText("0 cuidadores encontrados");
    await expect(page.getByRole("heading", { name: "No se encontraron cuidadores con estos filtros" })).toBeVisible();
    await main(page).getByRole("link", { name: "Ver todos los cuidadores" }).click();
    await expect(page).toHaveURL(preview("/busca"));
    await expectSeededResults(page, 12);
  });

  test("with a service chosen, each card shows that service's price", async ({ page }) => {
    await page.goto(preview("/busca?servicio=hospedaje"));
    await expect(cardOf(page, "María José Hernández")).toContainText("Desde $25");
    await page.goto(preview("/busca?servicio=paseos"));
    await expect(cardOf(page, "María José Hernández")).toContainText("Desde $5");
  });

  test("cards: bio cut at 100 characters, icon label, 'Desde $N', the super-sitter star", async ({ page }) => {
    await page.goto(preview("/busca"));
    const maria = cardOf(page, "María José Hernández");
    await expect(maria).toContainText("Escalón, San Salvador");
    await expect(maria).toContainText("Súper cuidador");
    await expect(maria).toContainText("Hospedaje/guardería");
    // What her label names: the cheapest of boarding and day care ($15), never her walks' $5.
    await expect(maria).toContainText("Desde $15");
    const bio = await maria.locator("p", { hasText: "veterinaria" }).textContent();
    expect(bio?.endsWith("…")).toBe(true);
    expect(Array.from(bio!.slice(0, -1)).length).toBeLessThanOrEqual(100);

    await expect(cardOf(page, "Carlos Alberto Martínez")).toContainText("Especialista en perros");
    await expect(cardOf(page, "Gabriela Alejandra Rivas")).toContainText("Especialista en gatos");
    // Sofía has the badge but asked to hide the marks.
    await expect(cardOf(page, "Sofía Isabel Ramírez")).not.toContainText("Súper cuidador");
    // A high rating alone gives no star: José Roberto has the badge, Carlos (4.8) does not.
    await expect(cardOf(page, "Carlos Alberto Martínez")).not.toContainText("Súper cuidador");
    await expect(cardOf(page, "Ricardo Ernesto Alvarado")).toContainText("Nuevo en Huellitas");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("filters are a form that submits the same keys", async ({ page }) => {
      await page.goto(`${preview("/busca")}?servicio=hospedaje`);
      await expectSeededResults(page, 7);
      await page.getByLabel("Zona").selectOption({ label: "Antiguo Cuscatlán" });
      await page.getByRole("button", { name: "Aplicar filtros" }).click();
      await expect(page).toHaveURL(/zona=antiguo-cuscatlan/);
      await expect(page).toHaveURL(/servicio=hospedaje/);
      await expectSeededResults(page, 2);
    });
  });
});

test.describe("search on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters wait behind 'Filtros (N)', so the first result shows on the first screen", async ({ page }) => {
    await page.goto(preview("/busca?gatos=1&servicio=paseos"));
    const toggle = page.getByRole("button", { name: /^Filtros \(2\)/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("form", { name: "Filtros" })).toBeHidden();
    const first = await cards(page).first().boundingBox();
    expect(first!.y).toBeLessThan(844);

    // Open, filter, and the URL and the results follow; the count follows too.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Zona").selectOption({ label: "Santa Tecla" });
    await expect(page).toHaveURL(/zona=santa-tecla/);
    await expect(title(page)).toHaveText(/^\d+ cuidador(es)? encontrados?$/);
    await expect(page.getByRole("button", { name: /^Filtros \(3\)/ })).toBeVisible();
    await page.getByRole("button", { name: /^Filtros \(3\)/ }).click();
    await expect(page.getByRole("form", { name: "Filtros" })).toBeHidden();
  });

  test("a phone fetches the first screen's portraits and no other page at load; the rest as it scrolls", async ({ page }) => {
    const requested = new Set<string>();
    page.on("request", (request) => requested.add(request.url()));
    const pagesFetched = recordPagesFetched(page);
    await page.goto(preview("/busca"));
    await expect(cards(page).nth(9)).toBeAttached();
    await mainThreadIdle(page);
    // A link's prefetch starts once it is on screen and the main thread is idle: by the time the network is quiet
    // (no request for half a second), any would have been asked for.
    await page.waitForLoadState("networkidle");
    // No link prefetches its page (and that page's main picture) while this one loads.
    expect(pagesFetched).toEqual([]);

    // The first card's portrait is there; the last card's waits below the fold, not even asked for.
    // (Cards of profiles other specs publish meanwhile may have no portrait.)
    const pictured = cards(page).filter({ has: page.locator("img") });
    const portrait = (card: ReturnType<typeof cards>) => card.locator("img");
    const last = pictured.last();
    await expect(portrait(pictured.first())).toHaveJSProperty("complete", true);
    const lastSrc = await portrait(last).evaluate((image: HTMLImageElement) => new URL(image.getAttribute("src")!, location.href).href);
    expect(requested.has(lastSrc)).toBe(false);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait(last).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // Following a card without a prefetch still opens its profile in place.
    await last.getByRole("link").click();
    await expect(page).toHaveURL(/\/s\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("on a desktop the panel is always open and there is no button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(preview("/busca"));
    await expect(page.getByRole("form", { name: "Filtros" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filtros/ })).toBeHidden();
  });
});
