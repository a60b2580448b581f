import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { exifHasGps, phonePhoto } from "../../scripts/phone-photo.mjs";
import { createPublishedSitter, signInAsAdmin, unpublishSitter, VERIFIED_PASSWORD } from "./helpers";
import { main, preview } from "./site-helpers";

// People pay for every megabyte. A caregiver uploads a 4 MB phone photo (GPS in it, taken holding the phone
// upright) in the portal, the team approves it, and what the public profile then sends is small, upright and says
// nowhere where it was taken.

const KB = 1024;

/** Every picture URL the page's <img> elements offer (src and each srcset candidate). */
const offeredPictures = (page: Page) =>
  main(page)
    .locator("img")
    .evaluateAll((images) =>
      images.flatMap((image) => [image.getAttribute("src") ?? "", ...(image.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(" ")[0])]).filter(Boolean),
    );

test("a phone photo uploaded in the portal is served small and without its GPS once the team approves it", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const photo = await phonePhoto({ orientation: 6 });
  const taken = await sharp(photo).metadata();
  expect(photo.byteLength).toBeGreaterThan(3.5e6);
  expect({ gps: exifHasGps(taken.exif), orientation: taken.orientation }).toEqual({ gps: true, orientation: 6 });

  const sitter = await createPublishedSitter(request, `Karla Vanessa Portillo ${Date.now()}`);
  try {
    expect((await page.request.post("/api/auth/login", { data: { email: sitter.caregiver.email, password: VERIFIED_PASSWORD } })).status()).toBe(200);
    await page.goto("/portal");
    const card = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Mi perfil" }) });
    await card.getByLabel("Foto de perfil", { exact: true }).setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(card.getByRole("img", { name: "Foto de perfil: foto 1" })).toBeVisible({ timeout: 30_000 });
    await card.getByLabel(/^Galería/).setInputFiles({ name: "IMG_2042.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(card.getByRole("img", { name: /^Galería.*: foto 1$/ })).toBeVisible({ timeout: 30_000 });
    await card.getByRole("button", { name: "Enviar cambios a revisión" }).click();
    await expect(card.getByText(/^En revisión/)).toBeVisible();

    // The team approves it, in its own browser.
    const team = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const admin = await team.newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin#cambios-de-perfil");
    const change = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: sitter.name }) });
    await change.getByRole("button", { name: `Aprobar y publicar los cambios de ${sitter.name}` }).click();
    await expect(change).toContainText("Aprobado");
    await team.close();

    // A visitor on a phone, signed into nothing.
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const phone = await visitor.newPage();
    const loaded: { url: string; bytes: number }[] = [];
    phone.on("response", async (response) => {
      if (response.request().resourceType() === "image" && new URL(response.url()).pathname.startsWith("/media/")) {
        loaded.push({ url: response.url(), bytes: (await response.body()).byteLength });
      }
    });
    await phone.goto(preview(`/s/${sitter.slug}`));
    await expect(main(phone).getByRole("img", { name: `Retrato de ${sitter.name}` })).toHaveJSProperty("complete", true);
    await main(phone).getByRole("list", { name: "Fotos" }).scrollIntoViewIfNeeded();
    await expect(main(phone).getByRole("list", { name: "Fotos" }).getByRole("img").first()).toHaveJSProperty("complete", true);
    await expect.poll(() => loaded.length).toBeGreaterThanOrEqual(2);
    for (const image of loaded) expect(image.bytes, image.url).toBeLessThanOrEqual(150 * KB);

    // Every size the page offers (what any screen could fetch): WebP, at most 150 KB, upright, without EXIF or GPS.
    const offered = [...new Set((await offeredPictures(phone)).filter((url) => url.startsWith("/media/")))];
    expect(offered.length).toBeGreaterThanOrEqual(3);
    for (const url of offered) {
      const response = await visitor.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe("image/webp");
      const bytes = await response.body();
      expect(bytes.byteLength, url).toBeLessThanOrEqual(150 * KB);
      const served = await sharp(bytes).metadata();
      expect({ exif: served.exif, xmp: served.xmp, gps: exifHasGps(served.exif), upright: served.height! > served.width! }, url).toEqual({
        exif: undefined,
        xmp: undefined,
        gps: false,
        upright: true,
      });
    }
    await visitor.close();
  } finally {
    await unpublishSitter(request, sitter.id);
  }
});
