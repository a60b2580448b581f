// The page cache's memory store (page-cache-handler.cjs): the most recently used entries, up to a number of bytes.
// Next's own store counts a page's HTML by its length in characters, but V8 holds text with any character beyond
// Latin-1 (—, …, ★) at two bytes each, so it kept about twice what it said. Here every string counts two bytes a
// character and every buffer its length: an upper bound, so the cap is never exceeded, only approached.

const DEFAULT_MB = 50;
/** Keys, maps and the objects around an entry, roughly. */
const ENTRY_OVERHEAD = 512;

/** PAGE_CACHE_MEMORY_MB as bytes: a whole number of megabytes, 0 for none (pages then come from disk only). */
function memoryCapBytes(value = process.env.PAGE_CACHE_MEMORY_MB) {
  const text = (value ?? "").trim();
  const mb = /^\d{1,6}$/.test(text) ? Number(text) : DEFAULT_MB;
  return mb * 1024 * 1024;
}

function bytesOf(value) {
  if (value == null) return 0;
  if (typeof value === "string") return value.length * 2;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let size = 0;
    for (const [key, item] of value) size += bytesOf(key) + bytesOf(item);
    return size;
  }
  if (typeof value === "object") return JSON.stringify(value).length * 2;
  return 8;
}

/** What a cache entry ({ value: { kind, html, rscData, segmentData, … }, lastModified, … }) holds in memory. */
function entryBytes(key, entry) {
  const value = entry && entry.value;
  let size = ENTRY_OVERHEAD + bytesOf(key);
  if (!value) return size;
  for (const field of ["html", "rscData", "postponed", "body", "segmentData", "headers", "pageData", "data", "props"]) size += bytesOf(value[field]);
  return size;
}

/** A map that keeps its most recently used entries within `maxBytes` (the order of a Map is its recency). */
class ByteLru {
  constructor(maxBytes, sizeOf = entryBytes) {
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
    this.entries = new Map();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  get(key) {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.value;
  }

  set(key, value) {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    // An entry bigger than the whole store is not kept (it would evict everything and then itself).
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key) {
    const found = this.entries.get(key);
    if (!found) return false;
    this.entries.delete(key);
    this.bytes -= found.bytes;
    return true;
  }
}

module.exports = { ByteLru, entryBytes, memoryCapBytes, DEFAULT_MB };
