import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startWhatsappLocal } from "../../tools/whatsapp-local/server.mjs";

// The WhatsApp channel against the local stand-in of the Graph API (tools/whatsapp-local), started on a free port the
// way mail tests start a real SMTP server: the code under test makes real HTTP requests with plain fetch.

export const WHATSAPP_ENV = {
  WHATSAPP_ACCESS_TOKEN: "token-de-prueba-0123456789",
  WHATSAPP_PHONE_NUMBER_ID: "109876543210",
  WHATSAPP_APP_SECRET: "secreto-de-la-app-de-prueba",
  WHATSAPP_VERIFY_TOKEN: "token-de-verificacion-de-prueba",
} as const;

export type WhatsappStub = Awaited<ReturnType<typeof startWhatsappLocal>>;

/**
 * Starts the stand-in with the test credentials and points the channel's settings at it (in a file that calls
 * withTestEnv first, tests/helpers/env.ts, so the settings are put back afterwards).
 */
export async function startWhatsappStub(options: { webhookUrl?: string; failNumbers?: string[] } = {}): Promise<WhatsappStub> {
  const stub = await startWhatsappLocal({
    accessToken: WHATSAPP_ENV.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: WHATSAPP_ENV.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: WHATSAPP_ENV.WHATSAPP_APP_SECRET,
    ...options,
  });
  Object.assign(process.env, WHATSAPP_ENV, { WHATSAPP_GRAPH_URL: stub.graphUrl });
  return stub;
}

/**
 * Serves one route handler over real HTTP on a free port (what `next start` would do for it), so the stand-in can
 * post its webhooks to it. Answers the handler's status and body.
 */
export async function serveRoute(handle: (request: Request) => Promise<Response>): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`http://localhost:3000${incoming.url}`, { method: incoming.method, headers, body });
    const response = await handle(request);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
