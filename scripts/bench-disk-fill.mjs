#!/usr/bin/env node
// The disk an anonymous script can fill in a minute (goal ≤ 100 MB). The red team's loop, with no
// client header, against a production server with production's throttles (PUBLIC_FORM_RATE_LIMIT and
// PUBLIC_FORM_FLOOD_LIMIT at their defaults, unlike the other benchmarks): {a booking request; the pet's file; five
// 10 MB vaccination cards, one after another (a link takes one upload at a time)}, as fast as the server answers, for
// BENCH_DISK_SECONDS (60). Prints the MB added to the upload folder in that time, the most the server's temporary
// folder held at once (anonymous bodies are received there before they are processed; sampled every 100 ms), their
// sum per minute against the goal, and every status code seen. `node scripts/bench-disk-fill.mjs` alone
// (BENCH_PORT, default 3970), or `BENCH_ONLY=disk npm run bench`.
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export const DISK_GOAL_MB = 100;
const MB = 1024 * 1024;
const CARD_BYTES = 10 * MB;

/** Bytes of every file under `dir` (0 when it does not exist). */
export function folderBytes(dir) {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(full);
    else if (entry.isFile()) total += statSync(full, { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}

const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayInElSalvador = () => new Date(Date.now() - 6 * 3600e3).toISOString().slice(0, 10);

const PET = {
  name: "Luna",
  species: "DOG",
  breed: "Mestiza",
  birthYear: 2020,
  weightKg: 12.5,
  food: "Croquetas",
  feeding: "Una taza a las 7:00 y otra a las 18:00",
  medications: [],
  allergies: "",
  behaviour: "Tranquila",
  vet: { clinic: "Clínica Veterinaria San Benito", phone: "2222-3333", address: "Col. San Benito" },
  emergencyContacts: [{ name: "Jorge Gómez", phone: "7000-1111", relation: "Hermano" }],
  vetSpendCapUSD: 0,
};

/** A PDF of exactly 10 MB (the largest a card may be), made once. */
const card = new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(CARD_BYTES - "%PDF-1.4\n".length - "\n%%EOF\n".length, 32), Buffer.from("\n%%EOF\n")])], { type: "application/pdf" });

/**
 * Runs `loops` copies of the loop side by side against `base` for `seconds`, measuring `uploadDir`. Answers the MB
 * added, the seconds it ran and, per step, how many times each status code (or "error") came back.
 */
export async function diskFill({ base, uploadDir, spoolDir, seconds = Number(process.env.BENCH_DISK_SECONDS || 60), loops = 4 }) {
  const sitters = await (await fetch(`${base}/api/sitters`)).json();
  const offers = sitters.flatMap((sitter) => (sitter.services ?? ["WALK"]).map((service) => ({ sitterId: sitter.id, service })));
  const tally = { booking: {}, petFile: {}, card: {} };
  const count = (step, status) => (tally[step][status] = (tally[step][status] ?? 0) + 1);
  const call = async (step, url, init) => {
    try {
      const response = await fetch(url, init);
      count(step, response.status);
      const body = await response.json().catch(() => ({}));
      return { status: response.status, body };
    } catch {
      count(step, "error");
      return { status: 0, body: {} };
    }
  };
  const before = folderBytes(uploadDir);
  let spoolPeak = 0;
  const sampler = setInterval(() => (spoolPeak = Math.max(spoolPeak, spoolDir ? folderBytes(spoolDir) : 0)), 100);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let n = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const i = n++;
      const offer = offers[i % offers.length];
      const day = addDays(todayInElSalvador(), 2 + (i % 40));
      const booking = await call("booking", `${base}/api/reservations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ownerName: "Carga de Disco", ownerEmail: `disco-${i}@example.com`, ownerWhatsapp: "71234567", municipio: "San Salvador",
          sitterId: offer.sitterId, service: offer.service, petType: "DOG", petSize: "SMALL", startDate: day, endDate: offer.service === "BOARDING" ? addDays(day, 1) : day,
        }),
      });
      const token = booking.body.trackingUrl?.split("/").pop();
      if (!token) {
        if (booking.status === 429) await new Promise((r) => setTimeout(r, 1000)); // throttled: the script waits and tries again
        continue;
      }
      const pet = await call("petFile", `${base}/api/bookings/${token}/pet`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(PET) });
      if (pet.status !== 200) continue;
      for (let c = 0; c < 5 && performance.now() < deadline; c++) {
        const form = new FormData();
        form.append("expiresOn", addDays(todayInElSalvador(), 300));
        form.append("file", card, "carnet-de-vacunas.pdf");
        const sent = await call("card", `${base}/api/bookings/${token}/pet/vaccines`, { method: "POST", body: form });
        if (sent.status !== 201) break; // refused: the script moves on to its next booking
      }
    }
  };
  await Promise.all(Array.from({ length: loops }, loop));
  clearInterval(sampler);
  const ran = (performance.now() - started) / 1000;
  return { addedMb: (folderBytes(uploadDir) - before) / MB, spoolPeakMb: spoolPeak / MB, seconds: ran, loops, tally };
}

export function describeDiskFill(r) {
  const answers = (step) => Object.entries(r.tally[step]).map(([status, n]) => `${n}× ${status}`).join(", ") || "none";
  // What stays, at its pace per minute, and what was held at once while bodies arrived.
  const perMinute = (r.addedMb * 60) / r.seconds + (r.spoolPeakMb ?? 0);
  return (
    `Disk an anonymous script can fill in a minute (${r.loops} loops of {booking request; pet's file; 5 × 10 MB vaccine card, one at a time}, no client header, production throttles, ${r.seconds.toFixed(0)} s): ` +
    `**${Math.round(perMinute)} MB** — ${Math.round(r.addedMb)} MB added to the upload folder (${Math.round((r.addedMb * 60) / r.seconds)} MB a minute) and at most ${Math.round(r.spoolPeakMb ?? 0)} MB of bodies in the temporary folder at once; goal ≤ ${DISK_GOAL_MB} MB: ${perMinute <= DISK_GOAL_MB ? "met" : "**missed**"}. ` +
    `Answers — bookings: ${answers("booking")}; pet's file: ${answers("petFile")}; cards: ${answers("card")}.`
  );
}

/**
 * The server for this part: production's throttles (the other benchmarks lift them), its own upload folder and its
 * own temporary folder (TMPDIR), both emptied here.
 */
export function diskFillServerSettings(root, name) {
  const uploadDir = path.join(root, ".data", `${name}-uploads`);
  const spoolDir = path.join(root, ".data", `${name}-tmp`);
  for (const dir of [uploadDir, spoolDir]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(spoolDir, { recursive: true });
  return {
    uploadDir,
    spoolDir,
    extra: { PUBLIC_FORM_RATE_LIMIT: "", PUBLIC_FORM_FLOOD_LIMIT: "", ANONYMOUS_UPLOAD_MB_PER_DAY: "", ANONYMOUS_UPLOAD_MB_PER_10_MINUTES: "", UPLOAD_DIR: uploadDir, TMPDIR: spoolDir },
  };
}

// As a script: a production server on a fresh embedded database and a fresh upload folder.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { root, startServer, stop } = await import("./bench-server.mjs");
  const port = Number(process.env.BENCH_PORT || 3970);
  const { uploadDir, spoolDir, extra } = diskFillServerSettings(root, "bench-disk");
  const server = await startServer(port, ".data/bench-disk", { extra });
  try {
    console.log(describeDiskFill(await diskFill({ base: `http://127.0.0.1:${port}`, uploadDir, spoolDir })));
  } finally {
    stop(server);
  }
}
