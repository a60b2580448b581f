/**
 * A value made the first time it is asked for. For Intl formatters: the first one a page makes loads the locale's
 * data (13–20 ms on a fast machine, four times that on a phone), so a module that only might format must not make
 * its formatters when it loads — on /busca that was the whole of hydration's longest task.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
