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
  return { count, megabytes, ...(await measured(pid, () => Promise.all(Array.from({ length: count }, (_, i) => streamingPost(port, paths[i % paths.length], megabytes))))) };
}

/** Runs `burst` (which answers each request's status) while sampling the server's memory; a second after it ends, again. */
async function measured(pid, burst) {
  const before = treeRssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 50);
  const started = performance.now();
  const statuses = await burst();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  const after = treeRssMb(pid);
  const tally = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  return { before, peak, after, seconds, tally };
}

export function describeBurst(r) {
  const answers = Object.entries(r.tally).map(([status, n]) => `${n}× ${status}`).join(", ");
  return `${r.count} concurrent anonymous chunked POSTs of ${r.megabytes} MB (reservations, documents, login): server memory ${Math.round(r.before)} MB before, ${Math.round(r.peak)} MB peak, ${Math.round(r.after)} MB after; answers ${answers}; ${r.seconds.toFixed(1)} s.`;
}

// The same burst from one signed-in caregiver, as multipart uploads a browser would send (declared length).
export const SIGNED_IN_GOAL_MB = 150;
const BOUNDARY = "----huellitas-bench";

/** A caregiver created by the admin and signed in with a changed password: the Cookie header. */
async function caregiverCookie(base, admin) {
  const post = (path, body, cookie = "") =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
  const adminCookie = (await post("/api/auth/login", admin)).headers.get("set-cookie").split(";")[0];
  const email = `carga-${Date.now()}@example.com`;
  const temporary = "Temporal-Carga-2026-xq";
  const created = await post("/api/admin/users", { name: "Carga de Prueba", email, password: temporary }, adminCookie);
  if (created.status !== 201) throw new Error(`creating the caregiver answered ${created.status}`);
  const cookie = (await post("/api/auth/login", { email, password: temporary })).headers.get("set-cookie").split(";")[0];
  const changed = await post("/api/auth/change-password", { newPassword: "Otra-Clave-De-Carga-77" }, cookie);
  if (changed.status !== 200) throw new Error(`changing the password answered ${changed.status}`);
  return changed.headers.get("set-cookie")?.split(";")[0] || cookie;
}

/** One multipart upload of a `megabytes` MB PDF with its length declared; stops sending once the server answers. */
function uploadPost(port, cookie, megabytes) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="carga.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const fileBytes = megabytes * 1024 * 1024;
  const length = head.length - "%PDF-1.4\n".length + fileBytes + tail.length;
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answered = null;
    socket.on("connect", async () => {
      socket.write(
        `POST /api/portal/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`,
      );
      socket.write(head);
      let left = fileBytes - "%PDF-1.4\n".length;
      while (left > 0 && !answered && !socket.destroyed) {
        const piece = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        left -= piece.length;
        if (!socket.write(piece)) await new Promise((r) => socket.once("drain", r));
      }
      if (!answered && !socket.destroyed) socket.write(tail);
    });
    socket.on("data", (data) => {
      answered ??= data.toString("latin1").split(" ")[1];
      socket.destroy();
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => resolve(answered ?? "no answer"));
  });
}

/** `count` concurrent `megabytes` MB uploads from one signed-in caregiver, with the server's memory meanwhile. */
export async function signedInUploadBurst(port, pid, admin, { count = 200, megabytes = 10 } = {}) {
  const cookie = await caregiverCookie(`http://127.0.0.1:${port}`, admin);
  // Warm up the upload route (and the parser) so the figure shows what the bodies cost, not the first load.
  for (let i = 0; i < 3; i++) await uploadPost(port, cookie, 1);
  return { count, megabytes, ...(await measured(pid, () => Promise.all(Array.from({ length: count }, () => uploadPost(port, cookie, megabytes))))) };
}

export function describeSignedInBurst(r) {
  const answers = Object.entries(r.tally).map(([status, n]) => `${n}× ${status}`).join(", ");
  const grew = r.after - r.before;
  return `${r.count} concurrent ${r.megabytes} MB uploads from one signed-in caregiver (POST /api/portal/documents, multipart): server memory ${Math.round(r.before)} MB before, ${Math.round(r.peak)} MB peak, ${Math.round(r.after)} MB after (${grew >= 0 ? "+" : ""}${Math.round(grew)} MB; goal: within ${SIGNED_IN_GOAL_MB} MB of where it started: ${grew <= SIGNED_IN_GOAL_MB ? "met" : "**missed**"}); answers ${answers}; ${r.seconds.toFixed(1)} s.`;
}

// As a script: start a production server on a fresh embedded database and print both figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { ADMIN, startServer, stop } = await import("./bench-server.mjs");
  const port = Number(process.env.BENCH_PORT || 3950);
  const server = await startServer(port, ".data/bench-bodies");
  try {
    console.log(describeBurst(await bodyBurst(port, server.pid)));
    console.log(describeSignedInBurst(await signedInUploadBurst(port, server.pid, ADMIN)));
  } finally {
    stop(server);
  }
}
