// npm run uploads:sweep – removes stored documents that no row names (left by a crash between writing a file
// and inserting its row) once they are an hour old, and sitters' pictures no profile or pending change names any more
// (replaced, rejected, a full-size original) once they are a day old. Safe to run at any time, as often as wanted.
// The daily cron run (GET /api/cron/bookings) does the same sweep: a server on the embedded database holds its
// folder (lib/database/pglite-lock.mjs), so beside one this script stops at once and says to call that route instead.
import { sweepOrphanDocuments } from "@/lib/caregivers/portal";
import { db } from "@/lib/db";
import { holdPgliteDir, pgliteDir, PGLITE_IN_USE } from "@/lib/database/pglite-lock.mjs";
import { sweepReplacedPictures } from "@/lib/sitters/sweep-pictures";
import { exitWhenDone } from "./exit-when-done";

/** What to do instead while a server holds the embedded database: its daily run sweeps the same files. */
const SWEEP_BESIDE_SERVER =
  "[sweep] A server runs on the embedded database, and its daily run does this sweep: call it with the cron secret, e.g. " +
  'curl -H "Authorization: Bearer $CRON_SECRET" http://localhost:${PORT:-3000}/api/cron/bookings — or stop the server and run npm run uploads:sweep again. ' +
  "(Un servidor usa la base de datos integrada y su tarea diaria ya hace esta limpieza: llama a /api/cron/bookings con el CRON_SECRET, o detén el servidor y vuelve a ejecutar npm run uploads:sweep.)";

async function main() {
  if (!process.env.DATABASE_URL) {
    try {
      holdPgliteDir(pgliteDir());
    } catch (error) {
      if ((error as { code?: string }).code !== PGLITE_IN_USE) throw error;
      console.error(`[sweep] ${(error as Error).message}`);
      console.error(SWEEP_BESIDE_SERVER);
      process.exit(1);
    }
  }
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
