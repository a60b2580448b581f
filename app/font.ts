import localFont from "next/font/local";

/**
 * Geist, variable, cut to the Latin range Spanish needs (app/fonts/geist-latin.woff2: 32 KB instead of the `geist`
 * package's 70 KB; how it was made is in docs/decisions.md), preloaded, with `display: "optional"`: a phone that does
 * not have it within about 100 ms keeps the fallback for that page rather than repainting all its text when it
 * arrives, and has it from the cache on the next page.
 */
export const siteFont = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
  // Next's own fallback face names only local("Arial"), which Android (Roboto) and Linux (Liberation Sans) do not
  // have by that name: the text was laid out in a much wider font first and reflowed when Geist arrived.
  adjustFontFallback: false,
  fallback: ["Geist Fallback"],
});
