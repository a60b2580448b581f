// A pet owner's whole first visit on a phone (the phone goal: under 1 MB), part of the pictures' bench:
// /busca, a tap on the first card, "Solicitar reserva", both steps of the form, "Enviar solicitud", up to /exito —
// in Chromium with a phone's screen and an empty cache, counting every byte the network delivered (Chromium's
// encodedDataLength: headers and compressed bodies, images included).
import { chromium, devices } from "@playwright/test";
import { chromiumPath } from "./chromium.mjs";

export const JOURNEY_GOAL_KB = 1024;

const dayFromToday = (days) => new Date(Date.now() - 6 * 3600e3 + days * 86_400_000).toISOString().slice(0, 10);

/** Answers { total, steps: [{ name, bytes }] } for one visit from /busca to /exito on `base`. */
export async function journeyBytes(base) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"] });
  try {
    const context = await browser.newContext({ ...devices["Pixel 5"], locale: "es-SV", timezoneId: "America/El_Salvador" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    let bytes = 0;
    cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
    const steps = [];
    let mark = 0;
    const step = async (name) => {
      await page.waitForLoadState("networkidle");
      steps.push({ name, bytes: bytes - mark });
      mark = bytes;
    };

    await page.goto(`${base}/busca`);
    await step("/busca");
    await page.locator('main a[href^="/s/"]').first().click();
    await page.waitForURL(/\/s\//);
    await step("profile");
    await page.getByRole("link", { name: "Solicitar reserva" }).first().click();
    await page.waitForURL(/\/reservar/);
    await step("/reservar");
    // The first choice the sitter offers in each group (a choice they do not take is disabled).
    for (const name of ["Servicio", "Tu mascota es", "Tamaño"]) {
      const group = page.getByRole("group", { name });
      if (await group.count()) await group.locator("input[type=radio]:not(:disabled)").first().check();
    }
    await page.getByLabel("Fecha de inicio").fill(dayFromToday(40));
    await page.getByLabel("Fecha de fin").fill(dayFromToday(41));
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByLabel("Tu nombre").fill("Ana Gómez");
    await page.getByLabel("Correo electrónico").fill(`ana.${Date.now()}@example.com`);
    await page.getByLabel("WhatsApp", { exact: true }).fill("7123-4567");
    await page.getByLabel("Municipio").fill("Santa Tecla");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await page.waitForURL(/\/exito/, { timeout: 30_000 });
    await step("request sent, /exito");
    return { total: bytes, steps };
  } finally {
    await browser.close();
  }
}
