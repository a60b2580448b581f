import { expect, test } from "@playwright/test";
import { main, preview } from "./site-helpers";

test.describe("info pages", () => {
  test("/faq has six expandable questions with SPEC's facts", async ({ page }) => {
    await page.goto(preview("/faq"));
    await expect(page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();
    const questions = main(page).locator("details");
    await expect(questions).toHaveCount(6);

    const earnings = questions.filter({ hasText: "¿Cuánto puedo ganar como cuidador?" });
    const answer = earnings.getByText(/paseos van desde \$5, la guardería de día desde \$6 y el hospedaje desde \$12 por noche/);
    await expect(answer).toBeHidden();
    await earnings.getByText("¿Cuánto puedo ganar como cuidador?").click();
    await expect(answer).toBeVisible();

    // Keyboard: a question opens with Enter.
    const who = questions.filter({ hasText: "¿Quién puede ser cuidador?" });
    await who.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(who.getByText(/18 años o más que viva en El Salvador/)).toBeVisible();
  });

  test("every claim matches the product: no prices the sitter sets alone, no vet's contact the form does not ask", async ({ page }) => {
    for (const path of ["/faq", "/unete"]) {
      await page.goto(preview(path));
      await expect(main(page)).not.toContainText("Tú pones tus precios");
      await expect(main(page)).not.toContainText("contacto de su veterinario al reservar");
    }
    await page.goto(preview("/reservar?sitter=maria-jose-hernandez"));
    await expect(main(page).getByLabel(/veterinari/i)).toHaveCount(0);
  });

  test("/contacto shows WhatsApp, e-mail, hours and links to /faq and /", async ({ page }) => {
    await page.goto(preview("/contacto"));
    await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /Abrir WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(main(page).getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(main(page)).toContainText("Lunes a sábado, 9:00-18:00");
    await expect(main(page).getByRole("link", { name: "Ver preguntas frecuentes" })).toHaveAttribute("href", "/preview/faq");
    await expect(main(page).getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/preview");
  });

  test("/exito shows next steps, a WhatsApp link and the way back", async ({ page }) => {
    await page.goto(`${preview("/exito")}?sitter=maria-jose-hernandez`);
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud enviada" })).toBeVisible();
    await expect(page.getByRole("region", { name: "¿Qué sigue?" }).getByRole("listitem")).toHaveCount(3);
    await expect(main(page)).toContainText("María José Hernández");
    const whatsapp = await main(page).getByRole("link", { name: /Escríbenos por WhatsApp/ }).getAttribute("href");
    expect(new URL(whatsapp!).searchParams.get("text")).toContain("María José Hernández");
    await expect(main(page).getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/preview");
    await expect(main(page).getByRole("link", { name: "Buscar más cuidadores" })).toHaveAttribute("href", "/preview/busca");

    await page.goto(preview("/exito"));
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud enviada" })).toBeVisible();
  });

  test("/como-funciona and /filosofia tell their story and lead to the search", async ({ page }) => {
    await page.goto(preview("/como-funciona"));
    await expect(page.getByRole("heading", { level: 1, name: "Cómo funciona Huellitas" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Si tienes una mascota" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Si quieres ser cuidador" })).toBeVisible();
    await expect(main(page)).toContainText("Sin pagos en línea");
    await expect(main(page).getByRole("link", { name: "Buscar cuidadores" })).toHaveAttribute("href", "/preview/busca");

    await page.goto(preview("/filosofia"));
    await expect(page.getByRole("heading", { level: 1, name: "Nuestra filosofía" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cómo cuidamos" }).getByRole("listitem")).toHaveCount(5);
    await expect(main(page).getByRole("link", { name: "Buscar cuidadores" })).toHaveAttribute("href", "/preview/busca");
  });

  test("/compromisos says what each side commits to, and the booking form links to it", async ({ page }) => {
    await page.goto(preview("/reservar?sitter=maria-jose-hernandez"));
    await main(page).getByRole("link", { name: "Compromisos Huellitas" }).click();
    await expect(page).toHaveURL(/\/preview\/compromisos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Compromisos Huellitas" })).toBeVisible();
    await expect(main(page)).toContainText("los compromisos se cumplen en el historial de cada uno en Huellitas, no con dinero");
    const owner = page.getByRole("region", { name: "Si eres dueño de una mascota" });
    await expect(owner.getByRole("heading", { level: 3 })).toHaveText([
      "Cancela con más de 72 horas de anticipación",
      "Llega a la entrega",
      "Recoge a tu mascota a tiempo",
      "Cuéntanos los problemas dentro de 48 horas",
    ]);
    await expect(owner).toContainText("«cancelación tardía»");
    const sitter = page.getByRole("region", { name: "Si eres cuidador" });
    await expect(sitter).toContainText("o 14 en temporada alta: del 15 de diciembre al 10 de enero, Semana Santa y del 1 al 15 de agosto");
    await expect(sitter).toContainText("segunda cancelación tardía en 90 días, pausamos tu perfil");
    await expect(sitter).toContainText("«no se presentó»");
    await expect(page.getByRole("region", { name: "El equipo de Huellitas" })).toContainText("hasta 48 horas después del último día del cuidado");
  });
});
