import { expect, test } from "@playwright/test";
import { dayFromToday, expectSeededResults, main, preview } from "./site-helpers";

test.describe("home", () => {
  test("shows every section of SPEC's home, each leading to the search", async ({ page }) => {
    await page.goto(preview("/"));
    await expect(page.getByRole("heading", { level: 1, name: "Cuidadores de confianza para tu mascota" })).toBeVisible();
    for (const heading of [
      "Servicios para cada rutina",
      "¿Por qué Huellitas?",
      "Así de fácil funciona",
      "Cuidadores destacados",
      "Tu mascota merece a alguien que la quiera tanto como tú",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const service of ["Hospedaje en casa", "Paseos", "Guardería de día"]) {
      await expect(main(page).getByRole("link", { name: service, exact: true })).toHaveAttribute("href", /^\/preview\/busca\?servicio=/);
    }
    for (const reason of ["El amor primero", "Seguridad y confianza", "Comunidad local"]) {
      await expect(page.getByRole("heading", { name: reason })).toBeVisible();
    }
    for (const step of ["Busca", "Elige", "Solicita tu reserva"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    // Testimonials are verified reviews only (booking-loop.spec shows one arriving): never the invented ones of old.
    await expect(main(page).getByText(/Andrea R\.|Carlos M\.|Gabriela H\./)).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Ver todos los cuidadores" })).toHaveAttribute("href", "/preview/busca");
  });

  test("features the first 4 sitters of the list", async ({ page }) => {
    await page.goto(preview("/"));
    const featured = page.getByRole("region", { name: "Cuidadores destacados" }).getByRole("article");
    await expect(featured).toHaveCount(4);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText([
      "María José Hernández",
      "Carlos Alberto Martínez",
      "Gabriela Alejandra Rivas",
      "José Roberto Flores",
    ]);
    await featured.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/preview\/s\/maria-jose-hernandez$/);
  });

  test("the hero search sends the search page's own keys, and the date reaches the booking form", async ({ page }) => {
    // A day no spec books (a confirmed stay would leave its sitter out).
    const date = dayFromToday(130);
    await page.goto(preview("/"));
    const hero = page.getByRole("search", { name: "Buscar cuidadores" });
    await hero.getByLabel("¿Dónde?").selectOption({ label: "La Libertad" });
    await hero.getByLabel("Servicio").selectOption({ label: "Hospedaje en casa" });
    await hero.getByLabel("Fecha").fill(date);
    await hero.getByLabel("Tamaño de tu mascota").selectOption({ label: "Grande (más de 25 kg)" });
    await hero.getByRole("button", { name: "Buscar" }).click();

    await expect(page).toHaveURL(`${preview("/busca")}?departamento=la-libertad&servicio=hospedaje&grandes=1&fecha=${date}`);
    // Other specs publish profiles of their own meanwhile: the seeded sitters found, and a title that counts the cards.
    await expectSeededResults(page, ["Andrea Beatriz López", "Sofía Isabel Ramírez"]);
    await expect(page.getByLabel("Departamento")).toHaveValue("la-libertad");
    await expect(page.getByLabel("Acepta perros grandes")).toBeChecked();

    await page.getByRole("link", { name: "Andrea Beatriz López" }).click();
    // The card carries the whole search (so the profile leads back to it), the date included.
    await expect(page).toHaveURL(new RegExp(`/preview/s/andrea-beatriz-lopez\\?departamento=la-libertad&servicio=hospedaje&grandes=1&fecha=${date}$`));
    await main(page).getByRole("link", { name: "Solicitar reserva" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/preview/reservar\\?sitter=andrea-beatriz-lopez&fecha=${date}$`));
    await expect(page.getByLabel("Fecha de inicio")).toHaveValue(date);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the featured sitters are in the page, without skeletons or a swap that needs JavaScript", async ({ page }) => {
      await page.goto(preview("/"));
      const featured = page.getByRole("region", { name: "Cuidadores destacados" });
      // The first 4 of the list, each a link to its profile (other specs publish sitters of their own meanwhile).
      await expect(featured.getByRole("article")).toHaveCount(4);
      await expect(featured.getByRole("link", { name: "María José Hernández" })).toHaveAttribute("href", "/preview/s/maria-jose-hernandez");
      await expect(featured.getByTestId("sitter-card-skeleton")).toHaveCount(0);
      await expect(featured.getByRole("link", { name: "Ver todos los cuidadores" })).toHaveAttribute("href", "/preview/busca");
    });

    test("the hero search still searches", async ({ page }) => {
      await page.goto(preview("/"));
      const hero = page.getByRole("search", { name: "Buscar cuidadores" });
      await hero.getByLabel("Servicio").selectOption({ label: "Guardería de día" });
      await hero.getByLabel("Tamaño de tu mascota").selectOption({ label: "Grande (más de 25 kg)" });
      await hero.getByRole("button", { name: "Buscar" }).click();
      await expect(page).toHaveURL(/\/preview\/busca\?.*servicio=guarderia.*tamano=grande/);
      // Day care and large dogs: sitters 1, 2, 4, 8, 9, 10 and 12 of the seed.
      await expectSeededResults(page, 7);
    });
  });
});
