// npm run uploads:sweep – removes stored documents that no row names (left by a crash between writing a file
// and inserting its row) once they are an hour old, and sitters' pictures no profile or pending change names any more
// (replaced, rejected, a full-size original) once they are a day old. Safe to run at any time, as often as wanted.
import { sweepOrphanDocuments } from "@/lib/caregivers/portal";
import { db } from "@/lib/db";
import { sweepReplacedPictures } from "@/lib/sitters/sweep-pictures";
import { exitWhenDone } from "./exit-when-done";

async function main() {
  try {
    const removed = await sweepOrphanDocuments();
    console.log(`[sweep] removed ${removed.length} stored file(s) without a row`);
    for (const filePath of removed) console.log(`[sweep]   ${filePath}`);
    const pictures = await sweepReplacedPictures();
    console.log(`[sweep] removed ${pictures.length} sitter picture file(s) no profile or pending change names`);
    for (const name of pictures) console.log(`[sweep]   ${name}`);
  } finally {
    await db().$disconnect();
  }
}

exitWhenDone(main, "[sweep] failed:");
