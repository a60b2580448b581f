import { expect, test } from "@playwright/test";
import { accessibilityProblems, createPublishedSitter, signInAsAdmin, todayLong, toast, unpublishSitter, openEmailedLink, waiveMeet } from "./helpers";
import { dayFromToday, gotoAfterChange, main, preview } from "./site-helpers";

test.describe("sitter profile", () => {
  test("shows everything of SPEC's profile, through the adapter's rules", async ({ page }) => {
    await page.goto(preview("/s/maria-jose-hernandez"));
    const content = main(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("María José Hernández");
    await expect(content.getByRole("img", { name: "Retrato de María José Hernández" })).toBeVisible();
    await expect(content).toContainText("Escalón, San Salvador");
    // A seeded profile is fictional, and says so.
    await expect(content.getByRole("note")).toContainText("Perfil de demostración. Esta persona y sus reseñas son ficticias");
    // Her three seed reviews, all of five stars.
    await expect(content).toContainText("5.0");
    await expect(content).toContainText("3 reseñas");

    const badges = content.getByRole("list", { name: "Distintivos" }).getByRole("listitem");
    await expect(badges.first()).toHaveText("Súper cuidador");
    // The star plus at most 3 top badges; the rest (at most 3) in "Sobre María".
    await expect(badges).toHaveCount(4);
    await expect(content.getByRole("list", { name: "Más sobre su experiencia" }).getByRole("listitem")).toHaveCount(1);

    // Her own prices (the seed's, SPEC §9's rule from $15): boarding per night, day care per day, walks per walk.
    const prices = content.getByRole("region", { name: "Servicios y precios" }).getByRole("listitem");
    await expect(prices).toHaveText([/Hospedaje en casa\s*Desde \$25 por noche/, /Guardería de día\s*Desde \$15 por día/, /Paseos\s*Desde \$5 por paseo/]);

    const cares = content.getByRole("region", { name: "Puede cuidar" });
    for (const item of ["Perros de todos los tamaños: sí", "Gatos: sí", "Cachorros: sí", "Perros y gatos senior: sí"]) {
      await expect(cares.getByRole("listitem").filter({ hasText: new RegExp(`^${item.split(":")[0]}`) })).toHaveText(item);
    }

    await expect(content.getByRole("region", { name: "Su hogar" })).toContainText("jardín interior");
    // The 2 latest reviews.
    await expect(content.getByRole("region", { name: "Reseñas" }).getByRole("figure")).toHaveCount(2);
    await expect(content.getByRole("region", { name: "Reseñas" })).toContainText("Daniela M.");
    await expect(content.getByRole("region", { name: "Reseñas" })).toContainText("Roberto P.");
    // All of them can be read, with date and stars (a <details>: it opens without JavaScript too).
    const all = content.getByRole("region", { name: "Reseñas" }).locator("details");
    await all.getByText("Ver todas las reseñas (3)").click();
    const items = all.getByRole("list", { name: "Todas las reseñas" }).getByRole("listitem");
    await expect(items).toHaveCount(3);
    for (let index = 0; index < 3; index++) await expect(items.nth(index)).toContainText(/5 de 5 estrellas\d{1,2} de [a-z]+ de \d{4}/);
    await expect(content.getByRole("list", { name: "Fotos" }).getByRole("img")).toHaveCount(2);

    await expect(content.getByRole("link", { name: "Solicitar reserva" }).first()).toHaveAttribute(
      "href",
      "/preview/reservar?sitter=maria-jose-hernandez",
    );
  });

  test("the WhatsApp button opens a chat with the sitter, naming the sitter and the page", async ({ page, baseURL }) => {
    await page.goto(preview("/s/maria-jose-hernandez"));
    const href = await main(page).getByRole("link", { name: /Escribir por WhatsApp/ }).first().getAttribute("href");
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe("https://wa.me/50370001101");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("María José Hernández");
    expect(text).toContain(`${baseURL}/preview/s/maria-jose-hernandez`);
  });

  test("hides the super-sitter mark for a sitter who asked, even with the badge and the rating", async ({ page }) => {
    await page.goto(preview("/s/sofia-isabel-ramirez"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sofía Isabel Ramírez");
    await expect(main(page)).toContainText("3 reseñas");
    await expect(main(page).getByText("Súper cuidador")).toHaveCount(0);
  });

  test("falls back to the avatar and two stock images without a gallery; cats and large dogs as the sitter says", async ({ page }) => {
    await page.goto(preview("/s/luis-fernando-mejia"));
    const photos = main(page).getByRole("list", { name: "Fotos" }).getByRole("img");
    await expect(photos).toHaveCount(3);
    await expect(photos.nth(0)).toHaveAttribute("src", "/sitters/luis-fernando-mejia.svg");
    await expect(photos.nth(1)).toHaveAttribute("src", "/stock/pets-1.svg");
    await expect(photos.nth(2)).toHaveAttribute("src", "/stock/pets-2.svg");
    await expect(main(page).getByRole("region", { name: "Puede cuidar" }).getByRole("listitem").filter({ hasText: /^Gatos/ })).toHaveText("Gatos: no");
    await expect(main(page).getByRole("region", { name: "Servicios y precios" }).getByRole("listitem")).toHaveText([/Paseos\s*Desde \$5 por paseo/]);

    await page.goto(preview("/s/gabriela-alejandra-rivas"));
    await expect(main(page).getByRole("region", { name: "Puede cuidar" })).toContainText("Perros pequeños y medianos: sí");
  });

  test("a newcomer without a rating shows no stars", async ({ page }) => {
    await page.goto(preview("/s/ricardo-ernesto-alvarado"));
    await expect(main(page)).toContainText("Nuevo en Huellitas · aún sin calificación");
    await expect(main(page).getByText("4.9")).toHaveCount(0);
  });

  test("a profile without reviews says so, without 'Las 2 más recientes' above it", async ({ page, request }) => {
    const sitter = await createPublishedSitter(request, "Marta Sin Reseñas", {
      department: "La Libertad",
      municipality: "Santa Tecla",
      services: ["WALK"],
      walkPriceUSD: 9,
      bio: "Paseo perros por las mañanas en Santa Tecla y los trato como a los míos.",
    });
    try {
      await page.goto(preview(`/s/${sitter.slug}`));
      const reviews = main(page).getByRole("region", { name: "Reseñas" });
      await expect(reviews).toContainText("Todavía no tiene reseñas");
      await expect(reviews).not.toContainText("más recientes");
      await expect(reviews.locator("details")).toHaveCount(0);
    } finally {
      await unpublishSitter(request, sitter.id);
    }
  });

  test("the sitter's record: a family that came back, quick replies, no last-minute cancellations (axe clean)", async ({ page, request }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const sitter = await createPublishedSitter(request, "Elena Vuelve Siempre");
    try {
      await page.goto(preview(`/s/${sitter.slug}`));
      await expect(main(page).getByRole("list", { name: "Su historial en Huellitas" })).toHaveCount(0);
      // Three requests answered by the team at once; the same owner's two stays completed (SPEC's bare payload,
      // without dates: a stay the team may mark completed today).
      let reviewed = "";
      const owner = { ownerName: `Irene Campos ${stamp}`, ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id };
      for (const [email, moves] of [
        [`irene-${stamp}@example.com`, ["CONFIRMED", "COMPLETED"]],
        [`irene-${stamp}@example.com`, ["CONFIRMED", "COMPLETED"]],
        [`otra-${stamp}@example.com`, ["CONTACTED"]],
      ] as const) {
        const sent = await request.post("/api/reservations", { data: { ...owner, ownerEmail: email } });
        expect(sent.status()).toBe(201);
        const { id, trackingUrl } = await sent.json();
        // Each owner reads our e-mail: only proven families count in the record.
        await openEmailedLink(request, id);
        if (moves[0] === "CONFIRMED") await waiveMeet(request, trackingUrl);
        for (const status of moves) expect((await request.patch(`/api/admin/bookings/${id}`, { data: { status } })).status()).toBe(200);
        // The family that came back reviews its stay: a new sitter's returning family counts once its review is
        // public, and a new sitter's first families' reviews wait for the team, who publishes it.
        if (moves[1] === "COMPLETED" && email.startsWith("irene") && !reviewed) {
          reviewed = `Volvimos porque cuidó muy bien a Toby (${stamp}).`;
          const token = (trackingUrl as string).split("/").pop();
          expect((await request.post(`/api/bookings/${token}/review`, { data: { rating: 5, communication: 5, text: reviewed } })).status()).toBe(201);
        }
      }
      const listed = (await (await request.get("/api/admin/reviews")).json()) as { id: string; text: string }[];
      const held = listed.find((item) => item.text === reviewed)!;
      expect((await request.post(`/api/admin/reviews/${held.id}/publish`)).status()).toBe(200);
      await page.goto(preview(`/s/${sitter.slug}`));
      await expect(main(page).getByRole("list", { name: "Su historial en Huellitas" }).getByRole("listitem")).toHaveText([
        "1 familia repite",
        "Suele responder en menos de una hora",
        "Sin cancelaciones de último momento",
      ]);
      expect(await accessibilityProblems(page)).toBe("");
    } finally {
      await unpublishSitter(request, sitter.id);
    }
  });

  test("the home-safety check: the team records it from the dashboard, the profile shows the day and the answers, not the notes (axe clean)", async ({ page, request }) => {
    test.setTimeout(90_000);
    const sitter = await createPublishedSitter(request, "Rebeca Casa Segura");
    try {
      await page.goto(preview(`/s/${sitter.slug}`));
      await expect(main(page).getByText(/Hogar revisado/)).toHaveCount(0);

      await signInAsAdmin(page);
      await page.goto("/admin");
      await page.getByRole("tab", { name: "Cuidadores" }).click();
      await page.getByRole("row").filter({ hasText: sitter.caregiver.email }).getByRole("button", { name: `Hogar de ${sitter.name}: revisión` }).click();
      const dialog = page.getByRole("dialog", { name: `Revisión del hogar de ${sitter.name}` });
      await expect(dialog.getByLabel("Fecha de la revisión")).toBeVisible();
      // Saving with a question unanswered names it.
      await dialog.getByRole("button", { name: "Guardar revisión" }).click();
      await expect(dialog.getByRole("group", { name: "¿El patio está cercado?" })).toContainText("Responde «¿El patio está cercado?» con sí o no.");
      expect(await accessibilityProblems(page)).toBe("");
      for (const question of ["¿El patio está cercado?", "¿No hay piscina, o está protegida?", "¿Las mascotas de la casa conviven bien con otras (o no hay)?", "¿Nadie fuma dentro de la casa?", "¿Revisamos que no haya salidas por donde escaparse?"]) {
        await dialog.getByRole("group", { name: question }).getByLabel("Sí").check();
      }
      await dialog.getByRole("group", { name: "¿Balcones y ventanas tienen malla (o no hay)?" }).getByLabel("No").check();
      await dialog.getByLabel("Nota sobre balcones y ventanas (opcional)").fill("Falta la malla del balcón del segundo piso.");
      await dialog.getByRole("button", { name: "Guardar revisión" }).click();
      await expect(toast(page, "Revisión del hogar guardada")).toContainText(`Hogar revisado el ${todayLong()}`);
      await expect(dialog).toBeHidden();

      const check = main(page).getByRole("region", { name: `Hogar revisado el ${todayLong()}` });
      await gotoAfterChange(page, preview(`/s/${sitter.slug}`), check);
      // Six answers in words (their wording has its component test); the unsafe one says so.
      await expect(check.getByRole("listitem")).toHaveCount(6);
      await expect(check.getByRole("listitem").nth(2)).toHaveText("Balcones o ventanas sin malla");
      await expect(main(page)).not.toContainText("segundo piso");
      expect(await accessibilityProblems(page)).toBe("");
    } finally {
      await unpublishSitter(request, sitter.id);
    }
  });

  test("publishes JSON-LD for search engines, with the rating only when real people rated", async ({ page }) => {
    await page.goto(preview("/s/jose-roberto-flores"));
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      provider: { "@type": "Person", name: "José Roberto Flores" },
      aggregateRating: { ratingValue: 4.7, reviewCount: 3 },
    });
    expect(data.offers.map((offer: { price: number }) => offer.price)).toEqual([24, 14, 5]);

    await page.goto(preview("/s/ricardo-ernesto-alvarado"));
    const newcomer = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(newcomer.aggregateRating).toBeUndefined();
  });

  test("an unknown or malformed profile shows SPEC's not-found view with status 404", async ({ page }) => {
    for (const slug of ["no-existe", "NO VALE%21"]) {
      const response = await page.goto(preview(`/s/${slug}`));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Cuidador no encontrado" })).toBeVisible();
      await expect(page.getByText("El perfil que buscas no existe o ha sido removido.")).toBeVisible();
    }
    await main(page).getByRole("link", { name: "Volver a la búsqueda" }).click();
    await expect(page).toHaveURL(preview("/busca"));
  });

  test("'← Volver a la búsqueda' returns to the same search: filters and date kept", async ({ page }) => {
    const fecha = dayFromToday(5);
    await page.goto(preview(`/busca?zona=escalon&servicio=paseos&fecha=${fecha}`));
    await main(page).locator("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/preview/s/[^?]+\\?zona=escalon&servicio=paseos&fecha=${fecha}$`));
    await expect(page.getByRole("link", { name: "Solicitar reserva" }).first()).toHaveAttribute("href", new RegExp(`fecha=${fecha}`));
    await page.getByRole("link", { name: "← Volver a la búsqueda" }).click();
    await expect(page).toHaveURL(preview(`/busca?zona=escalon&servicio=paseos&fecha=${fecha}`));
    await expect(page.getByLabel("Zona")).toHaveValue("escalon");
  });
});
