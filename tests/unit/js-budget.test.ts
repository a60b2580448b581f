import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// scripts/js-budget.mjs (npm test's test:js-budget) on a made-up build: a public page over the blank Next page's
// figure + 15 KB fails the check, and the message names the page, its biggest chunk and the library inside it. The
// blank figure is given (--blank): building the real one is scripts/blank-next.mjs's work.

let root: string;

/** A Turbopack-like chunk: `[…, id, factory, …]` holding `bytes` of incompressible text and a package's marker. */
function chunk(id: number, marker: string, bytes: number) {
  return `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,${id},e=>{"use strict";let m="${marker}";let d="${randomBytes(bytes).toString("base64")}";}]);`;
}

function build(pages: Record<string, string[]>, files: Record<string, string>) {
  const next = path.join(root, ".next");
  mkdirSync(path.join(next, "diagnostics"), { recursive: true });
  mkdirSync(path.join(next, "static", "chunks"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(next, "static", "chunks", name), text);
  writeFileSync(path.join(next, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/framework.js"] }));
  const stats = Object.entries(pages).map(([route, chunks]) => ({ route, firstLoadChunkPaths: chunks.map((name) => `.next/static/chunks/${name}`) }));
  writeFileSync(path.join(next, "diagnostics", "route-bundle-stats.json"), JSON.stringify(stats));
  return next;
}

// The made-up framework chunk gzips to about 60 KB: the blank page is that, so the limit is about 75 KB.
const run = (next: string) => spawnSync("node", [path.join(process.cwd(), "scripts/js-budget.mjs"), next, "--check", "--blank=60"], { encoding: "utf8" });

const PUBLIC_PAGES = [
  "/gate",
  "/[base]",
  "/[base]/busca/[consulta]",
  "/[base]/s/[slug]",
  "/[base]/reservar",
  "/[base]/reservar/[formulario]",
  "/[base]/reserva/[token]",
  "/[base]/unete",
  "/[base]/coming-soon",
  "/[base]/como-funciona",
  "/[base]/contacto",
  "/[base]/exito",
  "/[base]/faq",
  "/[base]/filosofia",
  "/[base]/compromisos",
];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "js-budget-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the JavaScript budget check", () => {
  test("passes pages under the blank page + 15 KB, printing ours, blank's and the difference", () => {
    const next = build(Object.fromEntries(PUBLIC_PAGES.map((page) => [page, ["framework.js", "page.js"]])), {
      "framework.js": chunk(11, "__reactFiber", 60_000),
      "page.js": chunk(22, "plain", 5_000),
    });
    const result = run(next);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("límite: + 15 KB = 75.0 KB");
    expect(result.stdout).toMatch(/✓ \/\[base\]\/faq: \d+\.\d KB · en blanco 60\.0 KB · \+\d+\.\d KB \(brotli \d+\.\d KB; nuestro [4-9]\.\d KB\)/);
  });

  test("fails a page over the blank page + 15 KB, naming it, its biggest chunk and the library in it", () => {
    const pages = Object.fromEntries(PUBLIC_PAGES.map((page) => [page, ["framework.js"]]));
    pages["/[base]/faq"] = ["framework.js", "heavy.js"];
    const next = build(pages, {
      "framework.js": chunk(11, "__reactFiber", 60_000),
      "heavy.js": chunk(33, "useFormContext shouldUnregister", 150_000),
    });
    const result = run(next);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("/[base]/faq pasa su límite de 75.0 KB");
    expect(result.stdout).toMatch(/heavy\.js: \d+\.\d KB gzip — react-hook-form/);
    expect(result.stdout).not.toContain("/[base]/contacto pasa");
  });

  test("fails when a public page is missing from the build (a renamed page must be renamed in PUBLIC_ROUTES)", () => {
    const next = build({ "/gate": ["framework.js"] }, { "framework.js": chunk(11, "x", 1_000) });
    const result = run(next);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("? /[base]/faq: no está en la compilación");
  });
});
