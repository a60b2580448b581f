#!/usr/bin/env node
// The pictures' figures, part of `npm run bench`; alone: `node scripts/bench-images.mjs` (after a
// build). The 12 demo sitters each get a 4 MB phone photo (scripts/phone-photo.mjs) uploaded through the team's
// endpoint, as avatar and gallery photo, on a server of their own; then:
//   /busca's first visit on a throttled phone (Lighthouse's mobile preset: everything transferred, cold cache) ≤ 600 KB;
//   no image on a public page over 150 KB — both what Lighthouse's phone loads on /busca, home and a profile, and every
//   size those pages offer in src/srcset (what any screen could choose); a card's avatar as /busca loads it ≤ 25 KB;
//   a pet owner's whole visit from /busca to a sent request ≤ 1 MB (scripts/bench-journey.mjs).
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ADMIN, CHROME_FLAGS, root, startServer, stop } from "./bench-server.mjs";
import { chromiumPath } from "./chromium.mjs";
import { JOURNEY_GOAL_KB, journeyBytes } from "./bench-journey.mjs";
import { phonePhoto } from "./phone-photo.mjs";

export const IMAGE_GOALS = { buscaKb: 600, imageKb: 150, avatarKb: 25 };
const KB = 1024;
const kb = (bytes) => (bytes / KB).toFixed(1);
const met = (ok) => (ok ? "met" : "**missed**");

/** Signs in as the bench's admin; answers the Cookie header. */
export async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0];
}

/** One phone photo per published sitter, uploaded and set as its avatar and gallery; answers the upload times (ms). */
export async function uploadPhotos(base, cookie) {
  const sitters = await (await fetch(`${base}/api/sitters`)).json();
  const times = [];
  let photoBytes = 0;
  for (const sitter of sitters) {
    const photo = await phonePhoto({ orientation: sitter.id % 2 ? 1 : 6 });
    photoBytes = Math.max(photoBytes, photo.byteLength);
    const form = new FormData();
    form.append("file", new Blob([photo], { type: "image/jpeg" }), `IMG_${sitter.id}.jpg`);
    const started = performance.now();
    const uploaded = await fetch(`${base}/api/admin/images`, { method: "POST", headers: { cookie }, body: form });
    times.push(performance.now() - started);
    if (uploaded.status !== 201) throw new Error(`upload for sitter ${sitter.id}: ${uploaded.status} ${await uploaded.text()}`);
    const { url } = await uploaded.json();
    const patched = await fetch(`${base}/api/admin/sitters/${sitter.id}`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ avatar: url, gallery: [url] }),
    });
    if (!patched.ok) throw new Error(`sitter ${sitter.id}: ${patched.status} ${await patched.text()}`);
  }
  return { sitters, times, photoBytes };
}

/** Lighthouse's mobile preset on each page, one run each (a cold cache: a first visit); its requests with their sizes. */
async function lighthouseVisits(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  const visits = [];
  try {
    for (const url of urls) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      visits.push({
        url,
        totalBytes: lhr.audits["total-byte-weight"].numericValue,
        images: requests.filter((r) => r.resourceType === "Image").map((r) => ({ url: r.url, bytes: r.transferSize || 0 })),
      });
    }
  } finally {
    await chrome.kill();
  }
  return visits;
}

/** Every picture a page's HTML offers (src and srcset candidates) that we store, with its size in bytes. */
async function offeredImages(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const urls = new Set();
  for (const [, attributes] of html.matchAll(/<img\b([^>]*)>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    const srcset = /\ssrcset="([^"]+)"/.exec(attributes)?.[1] ?? "";
    for (const url of [src, ...srcset.split(",").map((candidate) => candidate.trim().split(" ")[0])]) {
      if (url && /^\/media\/|\.public\.blob\.vercel-storage\.com\//.test(url)) urls.add(url.replaceAll("&amp;", "&"));
    }
  }
  return Promise.all([...urls].map(async (url) => ({ url, bytes: (await (await fetch(new URL(url, base))).arrayBuffer()).byteLength })));
}

const largest = (images) => images.reduce((top, image) => (image.bytes > top.bytes ? image : top), { url: "—", bytes: 0 });
const shortName = (url) => new URL(url, "http://x").pathname.split("/").pop();

/** Runs the pictures' bench on `port` and prints its table with `say`. */
export async function benchImages({ port, say }) {
  const dir = path.join(root, ".data", "bench-images");
  const uploads = path.join(root, ".data", "bench-images-uploads");
  rmSync(uploads, { recursive: true, force: true });
  const server = await startServer(port, dir, { extra: { UPLOAD_DIR: uploads } });
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signIn(base);
    const { sitters, times, photoBytes } = await uploadPhotos(base, cookie);
    const pages = ["/busca", "/", `/s/${sitters[0].slug}`];
    for (const pagePath of pages) await fetch(base + pagePath); // rendered once, as after any first visitor
    const [busca, ...others] = await lighthouseVisits(pages.map((pagePath) => base + pagePath));
    const loaded = largest([busca, ...others].flatMap((visit) => visit.images));
    const offered = largest((await Promise.all(pages.map((pagePath) => offeredImages(base, pagePath)))).flat());
    const avatar = largest(busca.images.filter((image) => image.url.includes("/media/")));
    const sortedTimes = [...times].sort((a, b) => a - b);

    say(
      `### Pictures: ${sitters.length} sitters, each with a ${(photoBytes / 1e6).toFixed(1)} MB phone photo uploaded — goals: /busca ≤ ${IMAGE_GOALS.buscaKb} KB on a first visit, ` +
        `no image on a public page over ${IMAGE_GOALS.imageKb} KB, a card's avatar ≤ ${IMAGE_GOALS.avatarKb} KB`,
    );
    say();
    say("| figure | value | goal |");
    say("|---|---|---|");
    say(`| /busca, first visit on a phone (Lighthouse mobile, all transferred; ${busca.images.length} images) | ${kb(busca.totalBytes)} KB | ${met(busca.totalBytes <= IMAGE_GOALS.buscaKb * KB)} |`);
    for (const visit of others) say(`| ${new URL(visit.url).pathname}, first visit on a phone (for comparison) | ${kb(visit.totalBytes)} KB | |`);
    say(`| largest image loaded on ${pages.join(", ")} (Lighthouse mobile): \`${shortName(loaded.url)}\` | ${kb(loaded.bytes)} KB | ${met(loaded.bytes <= IMAGE_GOALS.imageKb * KB)} |`);
    say(`| largest image those pages offer to any screen (every src/srcset size): \`${shortName(offered.url)}\` | ${kb(offered.bytes)} KB | ${met(offered.bytes <= IMAGE_GOALS.imageKb * KB)} |`);
    say(`| a card's avatar as /busca loads it (largest of ${busca.images.filter((image) => image.url.includes("/media/")).length}): \`${shortName(avatar.url)}\` | ${kb(avatar.bytes)} KB | ${met(avatar.bytes > 0 && avatar.bytes <= IMAGE_GOALS.avatarKb * KB)} |`);
    const journey = await journeyBytes(base);
    say(
      `| a pet owner's visit on a phone, empty cache: ${journey.steps.map((step) => `${step.name} ${kb(step.bytes)} KB`).join(" → ")} | ` +
        `${kb(journey.total)} KB | ${met(journey.total <= JOURNEY_GOAL_KB * KB)} (≤ ${JOURNEY_GOAL_KB} KB) |`,
    );
    say(`| uploading one photo (POST /api/admin/images: read, resize, store 4 sizes), median / max | ${Math.round(sortedTimes[Math.floor(sortedTimes.length / 2)])} / ${Math.round(sortedTimes.at(-1))} ms | |`);
  } finally {
    stop(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchImages({ port: Number(process.env.BENCH_PORT || 3900) + 3, say: (line = "") => console.log(line) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
