// The import rules `npm run lint` enforces (dependency-cruiser) on app, components, lib, scripts and the root's
// proxy.ts, instrumentation.ts and next.config.ts: no import cycles, and nothing that runs in the browser may reach
// a module marked `import "server-only"` (the database, sessions, secrets) nor a Node built-in.
//
// Browser code is every file that starts with "use client" or imports "client-only" (lib/client/…). The list
// is read from the tree each run, so a new client component is covered without touching this file.
const fs = require("node:fs");
const path = require("node:path");

const SOURCE_FOLDERS = ["app", "components", "lib"];
const SKIPPED = /(^|\/)(node_modules|generated|\.next)(\/|$)/;

function sourceFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !SKIPPED.test(file));
}

const BROWSER_MARK = /^\s*(?:(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\s*)*(?:["']use client["']|import\s+["']client-only["'])/;
// lib/bookings: the core (the sheets, the mover, timers, access, history, notices) names no feature;
// each feature folder reaches only the core; the audiences' views (owner page, team, sitter) compose features and
// core but not each other. lib/bookings/features.ts hands the features' parts to the core, and lib/bookings/loop.ts
// (which loads it) is the only way to the mover and the timers: a feature's `*-parts.ts`, run only inside them, is
// the one exception.
const BOOKING_FEATURES = ["intake", "pet-file", "meet", "plan-b", "stay", "reviews", "conversation", "commitments", "problems", "feedback"];
const BOOKING_VIEWS = ["owner", "team", "sitter"];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Node's built-ins as dependency-cruiser names them (with or without the node: prefix).
const NODE_BUILTIN = `^(node:)?(${require("node:module").builtinModules.filter((name) => !name.startsWith("_")).map(escape).join("|")})$`;
const browserFiles = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) => BROWSER_MARK.test(fs.readFileSync(file, "utf8")));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-import-cycle",
      severity: "error",
      comment: "Two modules that import each other (directly or through others): move what both need into a third.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      severity: "error",
      comment: "Two folders that import each other (directly or through others): one concept must depend on the other, not both ways.",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "mail-knows-no-concept",
      severity: "error",
      comment: "lib/mail is the outbox, rendering and transport; e-mail texts live with their concept (lib/bookings/core/mails.ts…).",
      from: { path: "^lib/mail/" },
      to: { path: "^lib/(bookings|caregivers|sitters|leads|auth|lists|client)/" },
    },
    {
      name: "bookings-core-names-no-feature",
      severity: "error",
      comment: "lib/bookings/core names no feature: a feature lends its guard data, effects and jobs through lib/bookings/core/sheet-parts.ts.",
      from: { path: "^lib/bookings/core/" },
      to: { path: "^lib/bookings/", pathNot: "^lib/bookings/core/" },
    },
    {
      name: "bookings-features-apart",
      severity: "error",
      comment: "A booking feature reaches only the core (and itself): what two features share belongs in lib/bookings/core, and a page that needs both is a view.",
      from: { path: `^lib/bookings/(${BOOKING_FEATURES.join("|")})/` },
      to: { path: "^lib/bookings/", pathNot: ["^lib/bookings/core/", "^lib/bookings/$1/", "^lib/bookings/loop\\.ts$"] },
    },
    {
      name: "bookings-loop-fitted",
      severity: "error",
      comment:
        "The mover and the timers (lib/bookings/core/moves.ts, timers.ts) are imported from lib/bookings/loop.ts, which fits the features' parts first: reached directly, a move throws in any entry point that did not load them.",
      from: { pathNot: ["^lib/bookings/core/", "^lib/bookings/(loop|features)\\.ts$", "^lib/bookings/[^/]+/[^/]+-parts\\.ts$"] },
      to: { path: "^lib/bookings/core/(moves|timers)\\.ts$" },
    },
    {
      name: "bookings-entry-fitted",
      severity: "error",
      comment:
        "Pages, routes and scripts reach a booking through lib/bookings/loop.ts: reaching one catches up its due timers (a move), which needs the features' parts fitted.",
      from: { path: ["^app/", "^scripts/"] },
      to: { path: "^lib/bookings/core/access\\.ts$" },
    },
    {
      name: "bookings-views-apart",
      severity: "error",
      comment: "The audiences' views (owner page, team, sitter) compose core and features, not each other.",
      from: { path: `^lib/bookings/(${BOOKING_VIEWS.join("|")})/` },
      to: { path: `^lib/bookings/(${BOOKING_VIEWS.join("|")})/`, pathNot: "^lib/bookings/$1/" },
    },
    {
      name: "no-server-code-in-browser",
      severity: "error",
      comment: "Browser code reaches a server-only module (database, session, secrets). Call the API instead, or import only its types.",
      from: { path: browserFiles.length ? browserFiles.map((file) => `^${escape(file)}$`) : ["^$"] },
      to: { path: "(^|/)node_modules/server-only/", reachable: true },
    },
    {
      name: "no-node-builtin-in-browser",
      severity: "error",
      comment: "Browser code reaches a Node built-in (crypto, fs, path…): the bundler then ships a polyfill (node:crypto's carries eval probes the CSP refuses). Move the browser's part into a module without it.",
      from: { path: browserFiles.length ? browserFiles.map((file) => `^${escape(file)}$`) : ["^$"] },
      to: { path: NODE_BUILTIN, reachable: true },
    },
  ],
  options: {
    includeOnly: ["^(app|components|lib|scripts|proxy\\.ts|instrumentation\\.ts|next\\.config\\.ts)", "node_modules/server-only/", NODE_BUILTIN],
    exclude: { path: "^lib/generated/" },
    doNotFollow: { path: "node_modules" },
    // Type-only imports vanish at build time: the clients' types are derived from the server's answers on purpose.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
