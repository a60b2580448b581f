// npm run uploads:sweep – removes stored documents that no row names (left by a crash between writing a file
// and inserting its row) once they are an hour old. Safe to run at any time, as often as wanted.
import { sweepOrphanDocuments } from "@/lib/caregivers/portal";
import { db } from "@/lib/db";
import { exitWhenDone } from "./exit-when-done";

async function main() {
  try {
    const removed = await sweepOrphanDocuments();
    console.log(`[sweep] removed ${removed.length} stored file(s) without a row`);
    for (const filePath of removed) console.log(`[sweep]   ${filePath}`);
  } finally {
    await db().$disconnect();
  }
}

exitWhenDone(main, "[sweep] failed:");
