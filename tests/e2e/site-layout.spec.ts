import { expect, test, type Page } from "@playwright/test";
import { hold } from "./helpers";
import { main, preview } from "./site-helpers";

const PAGES = [
  "/",
  "/busca",
  "/s/maria-jose-hernandez",
  "/reservar?sitter=maria-jose-hernandez",
  "/reservar?sitter=carlos-alberto-martinez",
  "/reservar",
  "/exito",
  "/exito?sitter=maria-jose-hernandez&ref=K3P9XQ",
  "/busca?zona=escalon&servicio=paseos&gatos=1",
  "/s/maria-jose-hernandez?zona=escalon&servicio=paseos",
  "/no-existe",
  "/unete",
  "/faq",
  "/contacto",
  "/como-funciona",
  "/filosofia",
  "/compromisos",
];

test.describe("public layout", () => {
  test("pilot banner, header and footer with SPEC's links", async ({ page }) => {
    await page.goto(preview("/faq"));
    await expect(page.getByRole("note")).toHaveText(/piloto en El Salvador.*disponibilidad.*manualmente/);
    const header = page.getByRole("navigation", { name: "Principal" });
    await expect(header.getByRole("link", { name: "Ayuda" })).toHaveAttribute("aria-current", "page");
    const footer = page.getByRole("navigation", { name: "Pie de página" });
    await expect(footer.getByRole("link")).toHaveText([
      "Buscar cuidadores",
      "Cómo funciona",
      "Únete como cuidador",
      "Nuestra filosofía",
      "Preguntas frecuentes",
      "Contacto",
    ]);
    for (const [name, href] of [
      ["Buscar cuidadores", "/preview/busca"],
      ["Cómo funciona", "/preview/como-funciona"],
      ["Únete como cuidador", "/preview/unete"],
      ["Nuestra filosofía", "/preview/filosofia"],
      ["Preguntas frecuentes", "/preview/faq"],
      ["Contacto", "/preview/contacto"],
    ]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    for (const social of ["Instagram", "Facebook", "LinkedIn"]) {
      await expect(page.getByRole("contentinfo").getByRole("link", { name: new RegExp(social) })).toHaveAttribute("target", "_blank");
    }
  });

  // The server's HTML is what a phone shows until React takes over (seconds on 3G): whatever React then changes (a
  // form's no-JavaScript layout, say) moves the page under the reader's thumb. The page's scripts are held back
  // while the server's layout is measured, then let through; once React has taken over, nothing may have moved.
  const TAKEOVERS = [
    { path: "/", enhanced: (page: Page) => page.getByRole("button", { name: "Únete como cuidador temprano" }) },
    { path: preview("/reservar?sitter=maria-jose-hernandez"), enhanced: (page: Page) => page.getByRole("button", { name: "Continuar" }) },
    { path: preview("/unete"), enhanced: (page: Page) => page.getByRole("button", { name: "Enviar solicitud" }) },
  ];
  for (const { path, enhanced } of TAKEOVERS) {
    test(`nothing moves on a phone when React takes over ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 393, height: 851 });
      const scripts = hold();
      await page.route("**/_next/static/chunks/*.js", async (route) => {
        await scripts.released;
        await route.continue();
      });
      // Where each block of the page starts, and where the page ends.
      const layout = () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          const blocks = [...document.querySelectorAll("main h1, main h2, main form, main section, footer")];
          return blocks.filter((block) => block.checkVisibility()).map((block) => `${block.tagName} ${Math.round(block.getBoundingClientRect().top + window.scrollY)}`);
        });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const before = await layout();
      scripts.release();
      await expect(enhanced(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await layout()).toEqual(before);
    });
  }

  test("a skip link leads keyboard users to the content", async ({ page }) => {
    await page.goto(preview("/busca"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(main(page)).toBeFocused();
  });

  test("keyboard focus is always visible", async ({ page }) => {
    await page.goto(preview("/busca"));
    // Skip link, header, the filters and the first sitter cards.
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press("Tab");
      const style = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        // A card's link draws its ring around the whole card.
        const shown = element.closest("article") ?? element;
        const css = getComputedStyle(shown);
        return { tag: element.tagName, outline: css.outlineStyle, shadow: css.boxShadow };
      });
      expect(style.outline !== "none" || style.shadow !== "none", `${style.tag} #${i} shows focus`).toBe(true);
    }
  });

  test("every control has a label and every image its size and alt text", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(preview(path));
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const visible = (element: Element) => !element.closest("[aria-hidden=true]") && (element as HTMLElement).offsetParent !== null;
        for (const control of document.querySelectorAll("input:not([type=hidden]), select, textarea, button, a[href]")) {
          if (!visible(control)) continue;
          const labelled =
            (control as HTMLInputElement).labels?.length ||
            control.getAttribute("aria-label") ||
            control.getAttribute("aria-labelledby") ||
            (control.tagName !== "INPUT" && control.textContent?.trim());
          if (!labelled) found.push(`unlabelled ${control.outerHTML.slice(0, 80)}`);
        }
        for (const image of document.querySelectorAll("img")) {
          if (!image.getAttribute("width") || !image.getAttribute("height")) found.push(`no size ${image.src}`);
          if (image.getAttribute("alt") === null) found.push(`no alt ${image.src}`);
        }
        return found;
      });
      expect(problems, path).toEqual([]);
    }
  });

  test("text contrast meets WCAG AA (4.5:1, or 3:1 for large text)", async ({ page }) => {
    for (const path of ["/", "/busca", "/s/maria-jose-hernandez", "/reservar?sitter=1", "/unete", "/contacto", "/exito"]) {
      await page.goto(preview(path));
      const failures = await page.evaluate(() => {
        type RGBA = [number, number, number, number];
        // Any CSS colour (rgb, color(srgb …), oklab…) to RGBA 0–255, through a 1×1 canvas.
        const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
        const parse = (value: string): RGBA => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = value;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
          return [r, g, b, a / 255];
        };
        const blend = (top: RGBA, bottom: RGBA): RGBA => {
          const a = top[3];
          return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as RGBA;
        };
        const luminance = (c: RGBA) => {
          const [r, g, b] = c.slice(0, 3).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        // The colour behind an element: every ancestor's background, blended from the page down.
        const background = (element: Element): RGBA | null => {
          const chain: Element[] = [];
          for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
          let color: RGBA = [255, 255, 255, 1];
          for (const node of chain) {
            const css = getComputedStyle(node);
            if (css.backgroundImage !== "none") return null;
            const bg = parse(css.backgroundColor);
            if (bg[3] > 0) color = blend(bg, color);
          }
          return color;
        };
        const found: string[] = [];
        for (const element of document.querySelectorAll("body *")) {
          const html = element as HTMLElement;
          const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          if (!ownText || !html.offsetWidth || html.closest("[aria-hidden=true], .sr-only, noscript")) continue;
          const css = getComputedStyle(element);
          if (css.visibility === "hidden" || Number(css.opacity) < 1) continue;
          const bg = background(element);
          if (!bg) continue;
          const fg = blend(parse(css.color), bg);
          const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
          const ratio = (l1 + 0.05) / (l2 + 0.05);
          const size = parseFloat(css.fontSize);
          const large = size >= 24 || (size >= 18.66 && Number(css.fontWeight) >= 700);
          if (ratio < (large ? 3 : 4.5)) found.push(`${ratio.toFixed(2)} "${html.textContent?.trim().slice(0, 40)}"`);
        }
        return found;
      });
      expect(failures, path).toEqual([]);
    }
  });

  test.describe("on a 320 px phone", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("no page scrolls sideways", async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(preview(path));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });

    test("the menu button opens the links and closes on Escape and on navigation", async ({ page }) => {
      await page.goto(preview("/"));
      const menu = page.getByRole("button", { name: "Menú" });
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      const nav = page.getByRole("navigation", { name: "Principal" });
      await expect(nav.getByRole("link", { name: "Cómo funciona" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();

      await menu.click();
      await nav.getByRole("link", { name: "Buscar cuidadores" }).click();
      await expect(page).toHaveURL(preview("/busca"));
      await expect(menu).toHaveAttribute("aria-expanded", "false");

      // The current page's own link navigates nowhere, and closes the panel too.
      await menu.click();
      await expect(nav.getByRole("link", { name: "Buscar", exact: true })).toHaveAttribute("aria-current", "page");
      await nav.getByRole("link", { name: "Buscar", exact: true }).click();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    });
  });
});
