/** @jest-environment node */

// The page cache's memory store (lib/http/page-cache-memory.cjs): most recently used entries, within a byte cap.

type Lru = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): boolean;
  size: number;
  bytes: number;
};
type Memory = {
  ByteLru: new (maxBytes: number, sizeOf?: (key: string, value: unknown) => number) => Lru;
  entryBytes: (key: string, entry: unknown) => number;
  memoryCapBytes: (value?: string) => number;
  DEFAULT_MB: number;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module Next loads at run time, untyped
const { ByteLru, entryBytes, memoryCapBytes, DEFAULT_MB } = require("@/lib/http/page-cache-memory.cjs") as Memory;

/** A store whose entries weigh what their value says. */
const store = (maxBytes: number) => new ByteLru(maxBytes, (_key, value) => value as number);
const keys = (lru: Lru) => ["a", "b", "c", "d", "e"].filter((key) => lru.get(key) !== undefined);

describe("ByteLru", () => {
  it("never holds more bytes than its cap: the least recently used go first", () => {
    const lru = store(100);
    lru.set("a", 40);
    lru.set("b", 40);
    lru.set("c", 40);
    expect(lru.bytes).toBe(80);
    expect(lru.size).toBe(2);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.get("b")).toBe(40);
  });

  it("counts a read as a use: the entry read last is kept", () => {
    const lru = store(100);
    lru.set("a", 30);
    lru.set("b", 30);
    lru.set("c", 30);
    lru.get("a");
    lru.set("d", 30);
    expect(keys(lru)).toEqual(["a", "c", "d"]);
  });

  it("replaces an entry without counting it twice, and evicts as many as a big one needs", () => {
    const lru = store(100);
    lru.set("a", 30);
    lru.set("a", 50);
    expect(lru.bytes).toBe(50);
    lru.set("b", 20);
    lru.set("c", 20);
    lru.set("d", 90);
    expect(keys(lru)).toEqual(["d"]);
    expect(lru.bytes).toBe(90);
  });

  it("does not keep an entry bigger than the whole store, and drops the one it replaced", () => {
    const lru = store(100);
    lru.set("a", 10);
    lru.set("b", 10);
    lru.set("a", 101);
    expect(keys(lru)).toEqual(["b"]);
    expect(lru.bytes).toBe(10);
  });

  it("stays within its cap whatever is stored", () => {
    const lru = store(1_000);
    for (let i = 0; i < 5_000; i++) {
      lru.set(`k${i % 700}`, 1 + ((i * 37) % 250));
      if (i % 3 === 0) lru.get(`k${(i * 7) % 700}`);
      expect(lru.bytes).toBeLessThanOrEqual(1_000);
    }
  });
});

describe("what a cache entry weighs", () => {
  it("counts text at two bytes a character and buffers at their length", () => {
    const html = "<p>Cuidadores — El Salvador</p>".repeat(100);
    const page = { value: { kind: "APP_PAGE", html, rscData: Buffer.alloc(5_000), segmentData: new Map([["/_tree", Buffer.alloc(1_000)]]) } };
    const bytes = entryBytes("/busca/todos", page);
    expect(bytes).toBeGreaterThanOrEqual(html.length * 2 + 5_000 + 1_000);
    expect(bytes).toBeLessThan(html.length * 2 + 5_000 + 1_000 + 1_024);
  });

  it("weighs a data-cache entry by its JSON", () => {
    const data = { kind: "FETCH", data: { body: JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id }))) } };
    expect(entryBytes("k", { value: data })).toBeGreaterThan(JSON.stringify(data.data).length * 2);
  });
});

describe("PAGE_CACHE_MEMORY_MB", () => {
  it.each([
    [undefined, DEFAULT_MB],
    ["", DEFAULT_MB],
    ["20", 20],
    [" 8 ", 8],
    ["0", 0],
    ["-5", DEFAULT_MB],
    ["mucho", DEFAULT_MB],
    ["1.5", DEFAULT_MB],
  ])("%p → %p MB", (value, mb) => {
    expect(memoryCapBytes(value)).toBe(mb * 1024 * 1024);
  });
});
