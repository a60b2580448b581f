/** @jest-environment node */
import { createServer, type Server, type Socket } from "node:net";
import { GET as track } from "@/app/api/bookings/[token]/route";
import { createPostgresClient, installDatabaseClient } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { apiRequest, read, routeParams } from "../helpers/request";

// A PostgreSQL that accepts the connection and then never says a word (a hung proxy, a frozen server): the pool
// gives up on its own, and the person gets the Spanish 503 within 15 s instead of a request that never ends.

let server: Server;
let client: PrismaClient;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket); // accepted, read, never answered
    socket.on("data", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  client = createPostgresClient(`postgresql://huellitas:clave@127.0.0.1:${port}/huellitas`);
  installDatabaseClient(client, "postgres");
});

afterAll(async () => {
  installDatabaseClient(undefined);
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

test("a silent database answers 503 in Spanish within 15 s", async () => {
  const token = "A".repeat(32);
  const started = Date.now();
  const { status, body } = await read(await track(apiRequest(`/api/bookings/${token}`), routeParams({ token })));
  const seconds = (Date.now() - started) / 1000;
  expect(status).toBe(503);
  expect(body.ok).toBe(false);
  expect(body.error).toMatch(/^[^a-z]*[A-ZÁÉÍÓÚ¡]/); // a sentence for a person…
  expect(body.error).not.toMatch(/timeout|ECONN|pg|prisma/i); // …not the driver's words
  expect(seconds).toBeLessThan(15);
}, 30_000);
