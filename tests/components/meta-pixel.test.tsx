/** @jest-environment jsdom */
import { render, waitFor } from "@testing-library/react";
import { MetaPixel } from "@/components/analytics/meta-pixel";
import { META_PIXEL_SCRIPT_SRC, trackPixelEvent, validPixelId } from "@/lib/client/pixel";

const pixelScripts = () => document.querySelectorAll(`script[src="${META_PIXEL_SCRIPT_SRC}"]`);

afterEach(() => {
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
      ["init", "123456789012345"],
      ["track", "PageView"],
    ]);
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
    expect(window.fbq?.queue.slice(2)).toEqual([
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
