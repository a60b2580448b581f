// The import rules `npm run lint` enforces (dependency-cruiser): no import cycles, and nothing that runs in the
// browser may reach a module marked `import "server-only"` (the database, sessions, secrets).
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
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
      comment: "lib/mail is the outbox, rendering and transport; e-mail texts live with their concept (lib/bookings/mails.ts…).",
      from: { path: "^lib/mail/" },
      to: { path: "^lib/(bookings|caregivers|sitters|leads|auth|lists|client)/" },
    },
    {
      name: "no-server-code-in-browser",
      severity: "error",
      comment: "Browser code reaches a server-only module (database, session, secrets). Call the API instead, or import only its types.",
      from: { path: browserFiles.length ? browserFiles.map((file) => `^${escape(file)}$`) : ["^$"] },
      to: { path: "(^|/)node_modules/server-only/", reachable: true },
    },
  ],
  options: {
    includeOnly: ["^(app|components|lib|proxy\\.ts|instrumentation\\.ts|next\\.config\\.ts)", "node_modules/server-only/"],
    exclude: { path: "^lib/generated/" },
    doNotFollow: { path: "node_modules" },
    // Type-only imports vanish at build time: the clients' types are derived from the server's answers on purpose.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
