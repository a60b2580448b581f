// Next's own file-system page cache, plus one header on every cached page: the Content-Security-Policy that
// allows exactly the inline scripts of that render (script-hashes.cjs). A cached page cannot carry a nonce (its
// HTML is shared by every visitor), so its scripts are allowed by hash instead. Configured in next.config.ts.
// In memory it keeps only the most recently used entries, PAGE_CACHE_MEMORY_MB at most (page-cache-memory.cjs);
// the others are read back from disk when asked for.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
const { ByteLru, memoryCapBytes } = require("./page-cache-memory.cjs");
const { hashedScriptPolicy } = require("./script-hashes.cjs");

// Next's own memory store is off (next.config.ts: cacheMaxMemorySize 0). FileSystemCache reads and writes this
// one in its place, through the same get and set, and still checks each entry's tags and age as it would its own.
const capBytes = memoryCapBytes();
if (capBytes > 0 && !FileSystemCache.memoryCache) FileSystemCache.memoryCache = new ByteLru(capBytes);

const HEADER = "content-security-policy";
const pixel = Boolean(process.env.NEXT_PUBLIC_META_PIXEL_ID);

/** Adds the hash policy to a page entry that has HTML and none yet (in place: the response uses this object). */
function withScriptPolicy(value) {
  if (!value || value.kind !== "APP_PAGE" || typeof value.html !== "string" || !value.html) return value;
  if (value.headers && value.headers[HEADER]) return value;
  value.headers = { ...value.headers, [HEADER]: hashedScriptPolicy(value.html, { pixel }) };
  return value;
}

class PageCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry && entry.value) withScriptPolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    withScriptPolicy(data);
    return super.set(key, data, ctx);
  }
}

module.exports = PageCacheHandler;
module.exports.withScriptPolicy = withScriptPolicy;
