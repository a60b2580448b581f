/**
 * Runs work at most `limit` at a time; the rest wait their turn, in the order they came, except that work asked
 * `{ first: true }` waits only behind other such work: it takes the next free turn before everything else waiting.
 */
export function turnTaker(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const waitingFirst: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => (first ? waitingFirst : waiting).push(resolve)); // the finished one hands its place over
    try {
      return await work();
    } finally {
      const next = waitingFirst.shift() ?? waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
