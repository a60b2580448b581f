// Settings (environment variables) for a test file, a describe block, a test or a few lines of one, put back exactly
// as they were afterwards: each value restored, and a variable that was unset deleted again — never left as the
// string "undefined". What the code under test or a helper writes meanwhile (startWhatsappStub, a test changing a
// cap half-way) is undone with it.

/** Values to set; `undefined` unsets the variable. */
export type EnvSettings = Record<string, string | undefined>;

/** Writes `settings` into process.env (`undefined`: the variable is deleted). */
export function setEnv(settings: EnvSettings): void {
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/**
 * Remembers process.env as it is now (only the variables `names`, when given); the function answered puts back
 * exactly that.
 */
export function keepEnv(names?: string[]): () => void {
  const before = names ? Object.fromEntries(names.map((name) => [name, process.env[name]])) : { ...process.env };
  return () => {
    if (names) return setEnv(before);
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
    Object.assign(process.env, before);
  };
}

/**
 * Sets `settings` for the tests of the file or `describe` block it is called in (beforeAll/afterAll), or around each
 * test with `{ each: true }` (beforeEach/afterEach); everything in process.env is put back afterwards. A function
 * for `settings` is read when the hook runs (for values known only then).
 */
export function withTestEnv(settings: EnvSettings | (() => EnvSettings) = {}, { each = false }: { each?: boolean } = {}): void {
  let restore: (() => void) | undefined;
  (each ? beforeEach : beforeAll)(() => {
    restore = keepEnv();
    setEnv(typeof settings === "function" ? settings() : settings);
  });
  (each ? afterEach : afterAll)(() => {
    restore?.();
    restore = undefined;
  });
}

/**
 * Runs `block` with `settings`, then puts process.env back as it was, whether the block passed or threw; once its
 * promise settles when it answers one.
 */
export function withEnv<T>(settings: EnvSettings, block: () => Promise<T>): Promise<T>;
export function withEnv<T>(settings: EnvSettings, block: () => T): T;
export function withEnv<T>(settings: EnvSettings, block: () => T | Promise<T>): T | Promise<T> {
  const restore = keepEnv();
  setEnv(settings);
  let result: T | Promise<T>;
  try {
    result = block();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore);
  restore();
  return result;
}
