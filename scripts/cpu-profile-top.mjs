#!/usr/bin/env node
// Summarises V8 CPU profiles (node --cpu-prof): the functions with the most self time and the most inclusive time,
// summed over every .cpuprofile given (a server's main process and its workers).
//   node scripts/cpu-profile-top.mjs <file.cpuprofile|dir>… [--top 25]
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25;
const files = args.flatMap((arg) => (statSync(arg).isDirectory() ? readdirSync(arg).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(arg, f)) : [arg]));

const self = new Map();
const inclusive = new Map();
let totalMs = 0;
const label = (frame) => `${frame.functionName || "(anonymous)"} ${frame.url ? `${frame.url.replace(/^.*\/(node_modules|\.next)\//, "$1/").replace(/^file:\/\//, "")}:${frame.lineNumber + 1}` : ""}`.trim();

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Each sample's interval belongs to the node it hit (self) and to every distinct function on its stack (inclusive).
  const hits = new Map();
  profile.samples.forEach((id, i) => hits.set(id, (hits.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000));
  for (const [id, ms] of hits) {
    const node = byId.get(id);
    totalMs += ms;
    self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at).callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  }
}

const print = (title, map) => {
  console.log(`\n${title} (of ${totalMs.toFixed(0)} ms sampled)`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${name}`);
};
print("Self time", self);
print("Inclusive time", inclusive);
