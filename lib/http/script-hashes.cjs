// The inline scripts of a rendered page and the Content-Security-Policy that allows exactly them (CSP hashes).
// Plain CommonJS: the page cache handler (page-cache-handler.cjs) is loaded by `next start` as it is.
const { createHash } = require("node:crypto");

// An inline script: a <script> tag without src. Its text is taken as written, which is what browsers hash.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
// Data blocks (JSON-LD) are never run, so they need no hash.
const DATA_TYPE = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

/** The sha256 hash sources ('sha256-…') of the page's inline scripts, each once, in page order. */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, text] = match;
    if (HAS_SRC.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const META_SCRIPT = "https://connect.facebook.net";

/**
 * The second policy of a cached page: scripts from this site, the pixel's host when one is configured, and only
 * the inline scripts this render wrote. An injected inline script has no matching hash and does not run.
 */
function hashedScriptPolicy(html, { pixel = false } = {}) {
  const sources = ["'self'", ...inlineScriptHashes(html)];
  if (pixel) sources.push(META_SCRIPT);
  return `script-src ${sources.join(" ")}; object-src 'none'; base-uri 'self'`;
}

module.exports = { inlineScriptHashes, hashedScriptPolicy };
