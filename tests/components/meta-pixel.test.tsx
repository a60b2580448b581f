/** @jest-environment jsdom */
import { render, waitFor } from "@testing-library/react";
import { MetaPixel } from "@/components/analytics/meta-pixel";
import { NotFoundMessage } from "@/components/site/not-found-message";
import { SitterNotFound } from "@/components/site/sitter-not-found";
import { addressCarriesToken, META_PIXEL_SCRIPT_SRC, trackPixelEvent, validPixelId } from "@/lib/client/pixel";

const pixelScripts = () => document.querySelectorAll(`script[src="${META_PIXEL_SCRIPT_SRC}"]`);
/**
 * Once the browser has been idle after the render: when the pixel's loader adds Meta's script (its idle callback, or
 * in jsdom, which has none, its 1 ms timer, queued before this one).
 */
const browserIdle = () => new Promise((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(resolve) : window.setTimeout(resolve, 1)));

afterEach(() => {
  window.history.replaceState(null, "", "/");
  delete window.fbq;
  delete window._fbq;
  delete window.__huellitasPixelEvents;
  document.querySelectorAll("script").forEach((script) => script.remove());
});

describe("MetaPixel", () => {
  it.each([undefined, "", "  ", "abc", "123; alert(1)"])("loads nothing with the pixel id %p", (pixelId) => {
    const { container } = render(<MetaPixel pixelId={pixelId} />);
    expect(container).toBeEmptyDOMElement();
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it("with a pixel id, queues the init and the first PageView, and adds Meta's script once the browser is idle", async () => {
    render(<MetaPixel pixelId="123456789012345" />);
    expect(pixelScripts()).toHaveLength(0);
    await waitFor(() => expect(pixelScripts()).toHaveLength(1));
    expect(window.fbq?.queue).toEqual([
      ["set", "autoConfig", false, "123456789012345"],
      ["init", "123456789012345"],
      ["track", "PageView"],
    ]);
    // Meta's own page tracking is off: a later address may carry a token.
    expect(window.fbq?.disablePushState).toBe(true);
  });
});

describe("trackPixelEvent", () => {
  it("records every event where tests can read it, without a pixel", () => {
    trackPixelEvent("InitiateCheckout");
    trackPixelEvent("Lead", { content_name: "cuidador" });
    expect(window.__huellitasPixelEvents).toEqual([{ name: "InitiateCheckout" }, { name: "Lead", params: { content_name: "cuidador" } }]);
    expect(window.fbq).toBeUndefined();
  });

  it("forwards to Meta's fbq once the pixel is loaded", () => {
    render(<MetaPixel pixelId="987654321" />);
    trackPixelEvent("CompleteRegistration");
    trackPixelEvent("Lead", { value: 1 });
    expect(window.fbq?.queue.slice(3)).toEqual([
      ["track", "CompleteRegistration"],
      ["track", "Lead", { value: 1 }],
    ]);
    expect(window.__huellitasPixelEvents).toHaveLength(2);
  });

  it("accepts only numeric pixel ids", () => {
    expect(validPixelId(" 123456789 ")).toBe("123456789");
    expect(validPixelId("12ab")).toBeNull();
  });
});

// The owner's tracking token never reaches Meta.
describe("pages whose address carries a tracking token", () => {
  const TOKEN = "Yo2z82abcdefghijklmnopqrstuvwx_-";

  it.each([`/reserva/${TOKEN}`, `/preview/reserva/${TOKEN}`, `/exito?seguimiento=${TOKEN}`, `/preview/reservar?repetir=${TOKEN}&sitter=2`])("%s loads no pixel at all", async (address) => {
    window.history.replaceState(null, "", address);
    const { container } = render(<MetaPixel pixelId="123456789012345" />);
    await browserIdle();
    expect(container).toBeEmptyDOMElement();
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it("sends no event from one reached after the pixel loaded (the booking form moving to /exito)", () => {
    render(<MetaPixel pixelId="123456789012345" />);
    window.history.pushState(null, "", `/exito?seguimiento=${TOKEN}`);
    trackPixelEvent("Lead");
    expect(window.fbq?.queue).toHaveLength(3);
    expect(JSON.stringify(window.fbq?.queue)).not.toContain(TOKEN);
  });

  it("tells such addresses apart", () => {
    expect([`/reserva/${TOKEN}`, `https://huellitas.sv/exito?seguimiento=${TOKEN}`, `/reservar?repetir=${TOKEN}`].every(addressCarriesToken)).toBe(true);
    expect(["/", "/busca?zona=escalon", "/perfil/maria-jose-hernandez", "/reservar?sitter=2&fecha=2026-12-01"].some(addressCarriesToken)).toBe(false);
  });
});

// An error page's address is whatever was asked for: a tracking link with a character too many is no token to the
// check above, yet carries one. The pixel never loads on an error page, and sends nothing from one.
describe("error pages", () => {
  const TOKEN = "Yo2z82abcdefghijklmnopqrstuvwx_-";

  it.each([
    ["the 404 page", `/reserva/${TOKEN}.`, () => <NotFoundMessage />],
    ["the 404 page under /preview", `/preview/reserva/${TOKEN}%20`, () => <NotFoundMessage />],
    ["a profile not found", `/s/${TOKEN}x`, () => <SitterNotFound />],
  ])("%s (%s) loads no pixel at all", async (_page, address, ErrorPage) => {
    window.history.replaceState(null, "", address);
    render(
      <>
        <ErrorPage />
        <MetaPixel pixelId="123456789012345" />
      </>,
    );
    await browserIdle();
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it("sends no event from one reached after the pixel loaded", () => {
    const { rerender } = render(<MetaPixel pixelId="123456789012345" />);
    expect(window.fbq?.queue).toHaveLength(3);
    window.history.pushState(null, "", `/reserva/${TOKEN}.`);
    rerender(
      <>
        <NotFoundMessage />
        <MetaPixel pixelId="123456789012345" />
      </>,
    );
    trackPixelEvent("Lead");
    expect(window.fbq?.queue).toHaveLength(3);
    expect(JSON.stringify(window.fbq?.queue)).not.toContain(TOKEN);
  });
});
