/**
 * Runs work at most `limit` at a time; the rest wait their turn, in the order they came. With `loopTurnFirst`
 * each turn starts after the event loop has had a turn of its own (setImmediate): work that runs on the server's
 * thread (the embedded database) then never runs back to back, and what arrived meanwhile — a new connection,
 * which Node accepts one per turn of the loop — gets in between.
 */
export function turnTaker(limit: number, { loopTurnFirst = false }: { loopTurnFirst?: boolean } = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finished one hands its place over
    try {
      if (loopTurnFirst) await new Promise<void>((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
