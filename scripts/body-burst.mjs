#!/usr/bin/env node
// Memory under a burst of large anonymous request bodies (issue: bodies were copied into memory before any
// limit). `npm run bench:bodies` starts a production server of its own; bench.mjs calls bodyBurst() too.
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** Resident memory (MB) of a process and its children, read from /proc (Linux). */
export function treeRssMb(pid) {
  let total = 0;
  const pids = [pid];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  for (const p of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      if (match) total += Number(match[1]);
    } catch {
      /* gone */
    }
  }
  return total / 1024;
}

/** One chunked POST of up to `megabytes` MB that stops sending as soon as the server answers. */
function streamingPost(port, path, megabytes) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answered = null;
    socket.on("connect", async () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
      for (let sent = 0; sent < megabytes * 16 && !answered && !socket.destroyed; sent++) {
        const ok = socket.write(`${CHUNK.length.toString(16)}\r\n`) && socket.write(CHUNK) && socket.write("\r\n");
        if (!ok) await new Promise((r) => socket.once("drain", r));
      }
      if (!answered && !socket.destroyed) socket.write("0\r\n\r\n");
    });
    socket.on("data", (data) => {
      answered ??= data.toString("latin1").split(" ")[1];
      socket.destroy();
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => resolve(answered ?? "no answer"));
  });
}

/** Sends `count` concurrent 10 MB bodies and samples the server's memory meanwhile. */
export async function bodyBurst(port, pid, { count = 200, megabytes = 10, paths = ["/api/reservations", "/api/portal/documents", "/api/auth/login"] } = {}) {
  // Warm up first (route modules, database), so the figure shows what the bodies cost, not the first load.
  for (const path of paths) {
    for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  }
  await Promise.all(Array.from({ length: 20 }, (_, i) => streamingPost(port, paths[i % paths.length], 1)));
  const before = treeRssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 50);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: count }, (_, i) => streamingPost(port, paths[i % paths.length], megabytes)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  const after = treeRssMb(pid);
  const tally = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  return { count, megabytes, before, peak, after, seconds, tally };
}

export function describeBurst(r) {
  const answers = Object.entries(r.tally).map(([status, n]) => `${n}× ${status}`).join(", ");
  return `${r.count} concurrent anonymous chunked POSTs of ${r.megabytes} MB (reservations, documents, login): server memory ${Math.round(r.before)} MB before, ${Math.round(r.peak)} MB peak, ${Math.round(r.after)} MB after; answers ${answers}; ${r.seconds.toFixed(1)} s.`;
}

// As a script: start a production server on a fresh embedded database and print the figure.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer, stop } = await import("./bench-server.mjs");
  const port = Number(process.env.BENCH_PORT || 3950);
  const server = await startServer(port, ".data/bench-bodies");
  try {
    console.log(describeBurst(await bodyBurst(port, server.pid)));
  } finally {
    stop(server);
  }
}
