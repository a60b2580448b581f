// The hash policy of a cached page on Vercel. There Next runs in minimal mode and never calls the page cache handler
// (page-cache-handler.cjs, which adds this policy under `next start`): the platform caches each public page's
// response itself, headers included. So the policy is added to the response: when Next ends a render the CDN will
// cache (HTML with s-maxage) with the whole page in one piece, as it does for every cached render, the hashes of
// that HTML's inline scripts go into a second Content-Security-Policy header, stored with the page.
// Installed by instrumentation.ts when VERCEL is set. Plain CommonJS, like script-hashes.cjs.
const { hashedScriptPolicy } = require("./script-hashes.cjs");

const HEADER = "content-security-policy";
const INSTALLED = Symbol.for("huellitas.vercelPagePolicy");

/**
 * The hash policy for a response about to end with `body`, or null when it needs none: not HTML, not cached by the
 * CDN (no s-maxage: such pages carry the proxy's nonce), or not the whole page in one piece.
 */
function cachedPagePolicy(headers, body, { pixel = false } = {}) {
  const type = String(headers["content-type"] ?? "");
  const cacheControl = String(headers["cache-control"] ?? "");
  if (!/^text\/html\b/i.test(type) || !/\bs-maxage=\d+/i.test(cacheControl)) return null;
  const html = typeof body === "string" ? body : Buffer.isBuffer(body) ? body.toString("utf8") : null;
  if (!html) return null;
  return hashedScriptPolicy(html, { pixel });
}

/** Wraps `end` of a ServerResponse class (Node's own by default) so cached pages get their hash policy. Idempotent. */
function installVercelPagePolicy(ServerResponse = require("node:http").ServerResponse, options = {}) {
  const proto = ServerResponse.prototype;
  if (proto[INSTALLED]) return;
  const pixel = options.pixel ?? Boolean(process.env.NEXT_PUBLIC_META_PIXEL_ID);
  const end = proto.end;
  proto.end = function endWithScriptPolicy(chunk, ...rest) {
    // Once headers are sent (a streamed body) nothing can be added; a streamed page is never a cached one.
    if (!this.headersSent && chunk != null && typeof chunk !== "function") {
      const policy = cachedPagePolicy(this.getHeaders(), chunk, { pixel });
      if (policy) this.appendHeader(HEADER, policy);
    }
    return end.call(this, chunk, ...rest);
  };
  proto[INSTALLED] = true;
}

module.exports = { cachedPagePolicy, installVercelPagePolicy };
