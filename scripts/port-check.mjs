// The e2e servers' ports must be free before they start: a leftover or foreign server on the port would answer the
// tests instead of ours (once, 37 tests failed against the wrong app). This tries to listen on the port the way our
// server will (every interface, and the loopback address) and refuses with one clear line when it cannot.
// Used by scripts/e2e-server.mjs and tests/e2e/fault.spec.ts. Plain functions only (no import.meta, no top-level
// await): Playwright loads this file into a spec through its own CommonJS transform.
import { createServer } from "node:net";

function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", (error) => resolve(error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** Answers null when nothing listens on `port`, or the sentence that says it is taken. */
export async function portTaken(port) {
  for (const host of [undefined, "127.0.0.1"]) {
    const error = await tryListen(port, host);
    if (error) {
      const why = error.code === "EADDRINUSE" ? "otro proceso ya escucha en él" : `no se puede escuchar en él (${error.code ?? error.message})`;
      return (
        `El puerto ${port} ya está en uso: ${why}. Las pruebas no se ejecutan contra un servidor ajeno; ` +
        `detén ese proceso (\`ss -ltnp 'sport = :${port}'\` lo muestra) o elige otros puertos con E2E_PORT.`
      );
    }
  }
  return null;
}

/** Throws the sentence of the first taken port. */
export async function assertPortsFree(...ports) {
  for (const port of ports) {
    const taken = await portTaken(port);
    if (taken) throw new Error(taken);
  }
}
