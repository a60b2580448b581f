// npm run uploads:sweep – removes stored documents that no row names (left by a crash between writing a file
// and inserting its row) once they are an hour old. Safe to run at any time, as often as wanted.
import { sweepOrphanDocuments } from "@/lib/caregivers/portal";
import { db } from "@/lib/db";

async function main() {
  try {
    const removed = await sweepOrphanDocuments();
    console.log(`[sweep] removed ${removed.length} stored file(s) without a row`);
    for (const filePath of removed) console.log(`[sweep]   ${filePath}`);
  } finally {
    await db().$disconnect();
  }
}

// Exits once done: PGlite's WASM leaves a 10 s timer behind (scripts/prepare-db.ts).
main().then(() => process.exit(0), (error) => {
  console.error("[sweep] failed:", error);
  process.exit(1);
});
