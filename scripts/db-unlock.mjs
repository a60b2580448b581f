#!/usr/bin/env node
// npm run db:unlock [-- --force] — releases the embedded database's lock (lib/database/pglite-lock.mjs) when the process it
// names is gone. A server or script confirmed running keeps it (stop it instead); a running process this system
// cannot tell apart from the lock's holder (no start time to compare: a PID reused after a restart) is released only
// with --force, after the person has looked at which process that PID is.
import { fileURLToPath } from "node:url";
import { pgliteDir, unlockPgliteDir } from "../lib/database/pglite-lock.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

try {
  console.log(`[db] ${unlockPgliteDir(pgliteDir(root), { force: process.argv.includes("--force") })}`);
} catch (error) {
  console.error(`[db] ${error.message}`);
  process.exit(1);
}
