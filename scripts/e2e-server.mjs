#!/usr/bin/env node
// Playwright's web server: `npm start` on a fresh embedded database (one per run and per server).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { portTaken } from "./port-check.mjs";

const name = process.argv[2] || "gated";
// Its port must be free: whatever else answers there would be tested instead of this server.
const taken = await portTaken(Number(process.env.PORT));
if (taken) {
  console.error(taken);
  process.exit(1);
}
const dir = path.resolve(".data", `e2e-${name}`);
rmSync(dir, { recursive: true, force: true });
// Public pages rendered by an earlier run (on another database) must not be served from the page cache: Next keeps
// pages rendered on demand in .next/server/route-cache (both servers start together, before either serves a page).
rmSync(path.resolve(".next", "server", "app", name === "gated" ? "preview" : "sitio"), { recursive: true, force: true });
rmSync(path.resolve(".next", "server", "route-cache"), { recursive: true, force: true });

// The gated server listens on the loopback address only, as behind nginx or Caddy (`next start -H 127.0.0.1`);
// the launched one on every interface, so both ways of running are covered.
// Idle keep-alive connections stay open longer than Node's 5 s default: Playwright's request clients reuse theirs, and on
// a busy machine a request sent just as the server closed an idle socket failed with ECONNRESET.
const keepAlive = ["--keepAliveTimeout", "65000"];
const args = name === "gated" ? ["start", "--", "-H", "127.0.0.1", ...keepAlive] : ["start", "--", ...keepAlive];
const child = spawn("npm", args, {
  stdio: "inherit",
  env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: "" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
