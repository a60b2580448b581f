/**
 * Waits until `condition` holds (checked every `interval` ms) and answers its value; throws once `timeout` ms have
 * passed without it. For a test that must wait for something happening elsewhere (a server receiving mail, a
 * background run reaching a point) instead of sleeping a fixed time and hoping. Rendered components use Testing
 * Library's waitFor instead (it retries inside act()).
 */
export async function waitUntil<T>(condition: () => T | Promise<T>, { timeout = 10_000, interval = 20, what = "the condition" } = {}): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what} did not hold within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
